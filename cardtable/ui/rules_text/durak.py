"""Rules of Durak for players (docs/rules.md chapter 1), in English and Russian.

Each section is ``(section_id, heading, text)``; paragraphs are separated by a
blank line and list items start with "• ".  ``SECTION_RULES`` tags each section
with the rule ids it explains, ``OPTION_SECTION`` points each setup option at
the section that explains it.
"""

TITLE = {"en": "Durak", "ru": "Дурак"}

SECTION_RULES = {
    "goal": ("DUR-11",),
    "cards": ("DUR-1", "DUR-2", "DUR-3"),
    "first_attack": ("DUR-4",),
    "bout": ("DUR-5", "DUR-6"),
    "throw_in": ("DUR-7", "DUR-8"),
    "bout_end": ("DUR-9", "DUR-10"),
    "transfer": ("DUR-12", "DUR-13", "DUR-14", "DUR-15"),
    "simple": ("DUR-16",),
    "teams": ("DUR-17", "DUR-18", "DUR-19", "DUR-20"),
    "epaulettes": ("DUR-21",),
    "match": ("DUR-22",),
}

OPTION_SECTION = {
    "variant": "bout", "throw_in": "throw_in", "transfer": "transfer", "simple": "simple",
    "italian": "bout_end", "teams": "teams", "no_transfer_first_bout": "transfer",
    "transfer_by_showing_trump": "transfer", "next_deal_leader": "match",
    "deals": "match", "loss_limit": "match",
}

EN = [
    ("goal", "The aim",
     "Get rid of all your cards. Players who run out of cards once the stock is empty leave "
     "the game one by one; the last player still holding cards is the fool (\"durak\").\n\n"
     "If the last players run out of cards in the same bout — say, the defender beats the last "
     "attack cards with his own last cards — the deal is a draw and nobody is the fool."),
    ("cards", "Cards and trumps",
     "The deck has 36 cards: 6, 7, 8, 9, 10, Jack, Queen, King and Ace in each of the four "
     "suits. A higher card beats a lower one of the same suit.\n\n"
     "Everyone gets 6 cards, one at a time. The next card is turned face up: its suit is trump "
     "for the whole deal. It lies under the stock, sideways, and is the very last card drawn. "
     "With six players the whole deck is dealt: the last card dealt is shown to everyone, sets "
     "the trump suit and stays in its owner's hand.\n\n"
     "A trump beats any card of another suit, however high. A trump can only be beaten by a "
     "higher trump."),
    ("first_attack", "Who starts",
     "In the first deal of a match the dealer is chosen by lot. The player holding the lowest "
     "trump attacks first: whoever has the trump 6 shows it, otherwise the trump 7, and so on. "
     "If nobody holds a trump, the dealer attacks first. Who starts the later deals is "
     "explained under \"A match\"."),
    ("bout", "Attack and defence",
     "A bout is one attack. The attacker lays cards face up in front of the defender, the next "
     "player to his left:\n\n"
     "• transfer durak: exactly one card;\n"
     "• throw-in durak: one card, or several cards of the same rank;\n"
     "• simple durak: one card or two cards of the same rank.\n\n"
     "The defender must cover every attack card — with a higher card of the same suit or with "
     "a trump — or give up and take the cards. In transfer durak he may also pass the attack "
     "on (see \"Transfer\"). A card laid on the table cannot be taken back."),
    ("throw_in", "Throwing in",
     "While the defender is defending, the other players may add (\"throw in\") more cards. A "
     "thrown card must have the rank of some card already on the table — an attack card or a "
     "cover. In team play only the defender's opponents throw in.\n\n"
     "Two limits apply at every moment:\n\n"
     "• the defender never faces more uncovered cards than he holds in his hand;\n"
     "• one bout has at most 6 attack cards — and only 5 until somebody in this deal has "
     "defended successfully.\n\n"
     "At this table throwing in goes in turns so that nobody is too slow: after a lead or a "
     "transfer, and again every time all cards are covered, the main attacker is asked first, "
     "then the others clockwise from the defender's left. Each adds cards or says he is done "
     "(\"Pass\" once everything is covered, \"Done\" before); a player with nothing to add is "
     "skipped. If all pass while everything is covered, the defence has succeeded. When the "
     "defender says \"Take\", everyone gets one last chance to throw cards after him "
     "(\"вдогонку\") — he takes them all."),
    ("bout_end", "Beaten or taken",
     "If the defender covers everything and nobody throws in any more, the cards are beaten "
     "(\"бито\"): they go face down to the discard pile and the defender attacks next.\n\n"
     "If the defender takes, he picks up every card on the table, misses his turn, and the "
     "player after him attacks.\n\n"
     "Italian durak (option, off by default): a defender who takes also picks up the whole "
     "discard pile.\n\n"
     "After every bout the players draw back up to 6 cards from the stock: the main attacker "
     "first, then the others in the direction opposite to play, the defender last. Once the "
     "stock (with the trump card at its bottom) is gone, nobody draws."),
    ("transfer", "Transfer",
     "In transfer durak (\"переводной\") the defender, before covering anything, may add a card "
     "of the same rank as the attack cards and so pass the whole attack to the next player on "
     "his left (in team play: the next opponent). That player becomes the defender and may "
     "transfer again.\n\n"
     "A transfer is only possible while every attack card has the same rank, and only if the "
     "new defender holds at least as many cards as the attack will then have, and the limits "
     "of throwing in still hold.\n\n"
     "Options:\n\n"
     "• No transfer in the first bout: the first attack of each deal cannot be passed on.\n"
     "• Transfer by showing a trump (\"проездной\"): instead of playing a trump of the "
     "attack's rank, the defender just shows it and keeps it in hand; the attack moves on with "
     "the same cards. Each player may do this once per bout — if the attack comes back to him, "
     "he must play a card to transfer again."),
    ("simple", "Simple durak",
     "The oldest form of the game (\"простой\"). The attacker leads one card or two cards of the "
     "same rank; nobody throws in and nobody transfers. The bout ends as soon as the defender "
     "has covered everything, or when he takes.\n\n"
     "Drawing goes one card at a time, round and round in the usual order, until everyone has "
     "6 cards or the stock is gone."),
    ("teams", "Team play",
     "With 4 players you may play two against two, with 6 players three against three. "
     "Partners sit alternately, so your neighbours are always opponents. You never attack or "
     "throw in against your partner.\n\n"
     "When a player leaves, his nearest partner still in the game (clockwise) also takes over "
     "his turn: he attacks whom the leaver would have attacked. A lone player against two "
     "opponents therefore moves after each of them.\n\n"
     "After a successful defence the next seat after the attacker's attacks; after a take, the "
     "next seat not played by the taker.\n\n"
     "The team whose players all get rid of their cards first wins; the team of the last "
     "player holding cards loses."),
    ("epaulettes", "Epaulettes",
     "A famous insult: if the fool lost by taking an attack made only of sixes — one to four "
     "sixes, led or thrown in by the last player to get out (but not a lone trump six) — he gets "
     "\"epaulettes\" (\"погоны\"). It changes nothing in play; the result screen announces it "
     "and the score sheet remembers."),
    ("match", "A match",
     "A match is a series of deals. The score sheet counts how many times each player was the "
     "fool (and his epaulettes). The match ends after the chosen number of deals or when a "
     "player has been the fool the chosen number of times; the fewest fool results wins.\n\n"
     "Who attacks first in the next deal (option):\n\n"
     "• from the fool's left (default, \"из-под дурака\"): the player left of the fool attacks;\n"
     "• onto the fool (\"под дурака\"): the player right of the fool attacks him.\n\n"
     "After a draw the lowest trump starts again."),
]

RU = [
    ("goal", "Цель игры",
     "Избавиться от всех карт. Когда колода кончилась, игроки, у которых не осталось карт, "
     "один за другим выходят из игры; последний, у кого остались карты, — дурак.\n\n"
     "Если последние игроки остаются без карт в одном и том же ходе — например, защитник "
     "последними картами отбивает последние карты нападающего, — это ничья, дурака нет."),
    ("cards", "Карты и козыри",
     "В колоде 36 карт: 6, 7, 8, 9, 10, валет, дама, король и туз в каждой из четырёх мастей. "
     "Старшая карта бьёт младшую той же масти.\n\n"
     "Каждому сдают по 6 карт, по одной. Следующую карту открывают: её масть — козырь на всю "
     "сдачу. Она лежит под колодой поперёк и берётся из колоды последней. Вшестером раздают "
     "всю колоду: последнюю сданную карту показывают всем, она определяет козырь и остаётся у "
     "владельца.\n\n"
     "Козырь бьёт любую карту другой масти, какой бы старшей она ни была. Козырь можно побить "
     "только старшим козырем."),
    ("first_attack", "Кто ходит первым",
     "В первой сдаче партии сдающий выбирается жребием. Первым ходит тот, у кого самый младший "
     "козырь: у кого козырная шестёрка — показывает её, если её нет ни у кого — семёрка, и так "
     "далее. Если козырей нет ни у кого, первым ходит сдающий. Кто начинает следующие сдачи — "
     "см. раздел «Партия»."),
    ("bout", "Атака и защита",
     "Ход — это одна атака. Нападающий кладёт карты в открытую перед защитником — следующим "
     "игроком слева от себя:\n\n"
     "• в переводном дураке — ровно одну карту;\n"
     "• в подкидном — одну карту или несколько карт одного достоинства;\n"
     "• в простом — одну или две карты одного достоинства.\n\n"
     "Защитник должен покрыть каждую карту атаки — старшей картой той же масти или козырем — "
     "или сдаться и взять карты. В переводном дураке он может также перевести атаку (см. "
     "«Перевод»). Карту, выложенную на стол, забрать назад нельзя."),
    ("throw_in", "Подкидывание",
     "Пока защитник отбивается, остальные игроки могут подкидывать ему карты. Подкинуть можно "
     "карту того же достоинства, что и любая карта на столе — атакующая или покрывающая. В "
     "командной игре подкидывают только противники защитника.\n\n"
     "Всегда действуют два ограничения:\n\n"
     "• непокрытых карт перед защитником не больше, чем карт у него в руке;\n"
     "• за один ход — не больше 6 карт атаки, а пока в этой сдаче никто ещё не отбился — не "
     "больше 5.\n\n"
     "За этим столом подкидывают по очереди, чтобы никто не опоздал: после захода или перевода и "
     "каждый раз, когда все карты покрыты, первым спрашивают главного нападающего, затем "
     "остальных по часовой стрелке начиная слева от защитника. Каждый подкидывает или говорит "
     "«Всё»; кому нечего подкинуть, того пропускают. Если все сказали «Всё», а карты покрыты, — "
     "защитник отбился. Когда защитник говорит «Беру», каждый в последний раз может подкинуть "
     "ему вдогонку — он заберёт и эти карты."),
    ("bout_end", "Бито или взял",
     "Если защитник покрыл всё и больше никто не подкидывает — «бито»: карты уходят рубашкой "
     "вверх в отбой, и следующим ходит защитник.\n\n"
     "Если защитник берёт, он забирает все карты со стола, пропускает ход, и нападает следующий "
     "за ним игрок.\n\n"
     "Итальянский дурак (настройка, по умолчанию выключена): взявший забирает ещё и весь "
     "отбой.\n\n"
     "После каждого хода игроки добирают из колоды до 6 карт: сначала главный нападающий, затем "
     "остальные против направления игры, защитник — последним. Когда колода (с козырем внизу) "
     "кончилась, никто не добирает."),
    ("transfer", "Перевод",
     "В переводном дураке защитник, пока ничего не покрыл, может положить карту того же "
     "достоинства, что и карты атаки, и перевести всю атаку на следующего игрока слева (в "
     "командной игре — на следующего противника). Тот становится защитником и тоже может "
     "перевести.\n\n"
     "Переводить можно, только пока все карты атаки одного достоинства, только если у нового "
     "защитника карт не меньше, чем станет карт в атаке, и если не нарушаются ограничения "
     "подкидывания.\n\n"
     "Настройки:\n\n"
     "• Без перевода в первом ходе: первую атаку каждой сдачи перевести нельзя.\n"
     "• Проездной: вместо того чтобы класть козырь того же достоинства, защитник только "
     "показывает его и оставляет в руке; атака уходит дальше теми же картами. Каждый может "
     "сделать так один раз за ход — если атака вернулась к нему, для перевода придётся "
     "положить карту."),
    ("simple", "Простой дурак",
     "Самая старая форма игры. Нападающий ходит одной картой или двумя картами одного "
     "достоинства; никто не подкидывает и не переводит. Ход кончается, как только защитник "
     "покрыл всё, или когда он берёт.\n\n"
     "Добирают по одной карте, по кругу в обычном порядке, пока у всех не будет по 6 карт или "
     "не кончится колода."),
    ("teams", "Командная игра",
     "Вчетвером можно играть двое на двое, вшестером — трое на трое. Партнёры сидят через "
     "одного, так что соседи всегда противники. На партнёра не нападают и ему не подкидывают.\n\n"
     "Когда игрок выходит, его ближайший оставшийся партнёр (по часовой стрелке) ходит и за "
     "него: нападает на того, на кого напал бы вышедший. Поэтому один игрок против двух "
     "противников ходит после каждого из них.\n\n"
     "После успешной защиты нападает следующее место после нападавшего; после взятия — "
     "следующее место, за которое играет не взявший.\n\n"
     "Побеждает команда, все игроки которой первыми избавились от карт; проигрывает команда "
     "последнего игрока с картами."),
    ("epaulettes", "Погоны",
     "Знаменитый позор: если дурак проиграл, взяв атаку из одних шестёрок — от одной до четырёх, "
     "которыми зашёл или которые подкинул последний вышедший игрок (но не одну козырную "
     "шестёрку), — ему вешают «погоны». На игру это не влияет; экран итогов объявляет об этом, "
     "а таблица партии запоминает."),
    ("match", "Партия",
     "Партия — это несколько сдач. В таблице считается, сколько раз каждый остался дураком (и "
     "его погоны). Партия кончается после выбранного числа сдач или когда кто-то набрал "
     "выбранное число проигрышей; побеждает тот, кто реже всех был дураком.\n\n"
     "Кто ходит первым в следующей сдаче (настройка):\n\n"
     "• из-под дурака (по умолчанию): ходит игрок слева от дурака;\n"
     "• под дурака: на дурака ходит игрок справа от него.\n\n"
     "После ничьей снова начинает тот, у кого младший козырь."),
]

RULE_SECTION = {rule: sid for sid, rules in SECTION_RULES.items() for rule in rules}
