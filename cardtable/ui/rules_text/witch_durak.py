"""Rules of Witch durak for players (docs/rules.md chapter 2), in English and Russian.

Same data shape as :mod:`cardtable.ui.rules_text.durak`.  The basic sections
repeat transfer durak briefly (tagged with the DUR ids too, so a refused move
in this game links to a section of this game's text).
"""

TITLE = {"en": "Witch durak", "ru": "Дурак колдовской"}

SECTION_RULES = {
    "about": ("WIT-1", "WIT-2", "DUR-1", "DUR-2", "DUR-3", "DUR-4", "DUR-11"),
    "basics": ("DUR-5", "DUR-6", "DUR-7", "DUR-8", "DUR-9", "DUR-10", "DUR-12", "DUR-13"),
    "enchanted_ranks": (),
    "six": ("WIT-6",),
    "seven": ("WIT-7",),
    "eight": ("WIT-8",),
    "nine": ("WIT-9",),
    "ten": ("WIT-10",),
    "jack": ("WIT-J",),
    "queen": ("WIT-Q",),
    "king": ("WIT-K",),
    "ace": ("WIT-A",),
    "teams": ("WIT-T", "DUR-17", "DUR-18", "DUR-19", "DUR-20"),
}

OPTION_SECTION = {
    "enchanted_ranks": "enchanted_ranks", "teams": "teams", "italian": "basics",
    "next_deal_leader": "basics", "deals": "basics", "loss_limit": "basics",
}

EN = [
    ("about", "About the game",
     "Students of a sorcerer know: whoever sets out on the road takes a deck of cards along. "
     "Anybody can be met on the paths of Cherdyn county — a man or a devil — and nobody turns "
     "down a good game of durak. But keep an eye on the unclean ones: imps and wood goblins "
     "know how to enchant cards.\n\n"
     "Witch durak is transfer durak in which some ranks are replaced by enchanted cards with "
     "special powers. The aim is the same: get rid of your cards; the last player holding "
     "cards is the fool.\n\n"
     "When a card's power contradicts the usual rules, the card wins. When a card is played to "
     "beat an enchanted card, the beaten card's restriction (Seven, Jack) is checked first: the "
     "power of the beating card (Six, Ace, Eight) cannot override it."),
    ("basics", "Transfer durak in brief",
     "36 cards, 6 each, the turned-up card sets trump; the lowest trump attacks first. The "
     "attacker leads one card onto his left neighbour. The defender covers it with a higher card "
     "of the suit or a trump, or takes. Before covering anything he may transfer: add a card of "
     "the same rank and pass the attack to the next player on the left — if that player holds "
     "enough cards.\n\n"
     "The others throw in cards of ranks already on the table: never more uncovered cards than "
     "the defender holds, at most 6 attack cards per bout (5 until somebody has defended "
     "successfully). Beaten cards go to the discard pile and the defender attacks next; a "
     "defender who takes misses his turn. Everyone draws back up to 6, the attacker first and "
     "the defender last.\n\n"
     "The durak options — Italian durak, who starts the next deal, the length of the match — "
     "work exactly as in durak. (The full rules are in the \"Durak\" text.)"),
    ("enchanted_ranks", "Which cards are enchanted",
     "Each rank from 6 to Ace has a set of four enchanted cards that replaces the four normal "
     "cards of that rank. The setup screen offers the presets of the rule book — a good way to "
     "learn the powers gradually:\n\n"
     "• game 1: sixes and sevens;\n"
     "• game 2: also eights, nines and tens;\n"
     "• game 3: also jacks and queens;\n"
     "• all ranks, or any set of ranks you like."),
    ("six", "Six",
     "Beats any card of its indicated suit — even a trump, even an ace. Rank does not matter. "
     "The indicated suits: the ♠6 beats hearts, the ♥6 beats clubs, the ♣6 beats diamonds, the "
     "♦6 beats spades. It can also beat in the normal way.\n\n"
     "Example: the enchanted ♠6 beats the ♥10, although a six is lower and spades are not trump."),
    ("seven", "Seven",
     "Cannot be beaten by a trump of another suit — only by a higher card of its own suit, or "
     "by a non-trump enchanted six that indicates its suit. A trump ♠6 does not beat the "
     "enchanted ♥7; a non-trump ♠6 does."),
    ("eight", "Eight",
     "Whenever you play it — lead, throw-in, transfer or cover — name a suit other than trump: "
     "on the table the eight is an eight of that suit. Several eights may carry the same named "
     "suit. If the eight is taken back into a hand it loses its name and gets a new one when "
     "played again.\n\n"
     "If the turned-up card that should set trump is an enchanted eight, the deal has no trump: "
     "any suit may then be named, and the dealer attacks first."),
    ("nine", "Nine",
     "May be thrown in whatever ranks are on the table — but it still obeys the limits on the "
     "number of cards. An attack holding cards of two ranks can no longer be transferred."),
    ("ten", "Ten",
     "An attack that contains an enchanted ten cannot be transferred: you have to fight it."),
    ("jack", "Jack",
     "Can be beaten only by a card from 6 to 10 of its own suit or of the trump suit (an eight "
     "named its suit counts). A trump jack can therefore be beaten only by trumps 6–10."),
    ("queen", "Queen",
     "Once the defender covers with an enchanted queen, nobody may throw in for the rest of the "
     "bout. Cards already on the table must still be covered."),
    ("king", "King",
     "A defender who covered with at least one enchanted king and then defends successfully "
     "may reverse the direction of play. The choice is offered after the bout; the cards of that "
     "bout are still drawn in the old order, and from then on attacks, transfers, throw-ins and "
     "drawing go the other way round — until another king turns it back. With two players the "
     "king has no power."),
    ("ace", "Ace",
     "Beats the ace of its indicated suit, even a trump ace: the ♠A beats the ♦A, the ♣A beats "
     "the ♥A, the ♦A beats the ♣A, the ♥A beats the ♠A. It also beats in the normal way."),
    ("teams", "Team witch durak",
     "Enchanted cards can be used in team play too (2×2 with 4 players, 3×3 with 6): partners "
     "sit alternately, you never attack or throw in against your partner, a transfer goes to "
     "the next opponent, and the team that gets rid of its cards first wins."),
]

RU = [
    ("about", "Об игре",
     "Прилежные ученики колдуна знают: если отправляешься в путь, прихвати с собой игральную "
     "колоду. На тропинках Чердынского уезда кого угодно можно встретить — хоть человека, хоть "
     "чёрта, — но от хорошей партии в дурака никто не откажется. Только за нечистью нужен глаз да "
     "глаз: бесы и лешие умеют заколдовывать карты.\n\n"
     "Колдовской дурак — это переводной дурак, в котором некоторые достоинства заменены "
     "заколдованными картами с особыми эффектами. Цель та же: избавиться от карт; последний, у "
     "кого остались карты, — дурак.\n\n"
     "Если эффект карты противоречит правилам, следуйте карте. Когда картой бьют заколдованную "
     "карту, сначала проверяется ограничение побиваемой карты (семёрка, валет): эффект бьющей "
     "карты (шестёрка, туз, восьмёрка) его не отменяет."),
    ("basics", "Переводной дурак вкратце",
     "36 карт, по 6 на руки, открытая карта задаёт козырь; первым ходит тот, у кого младший "
     "козырь. Нападающий ходит одной картой на соседа слева. Защитник кроет её старшей картой "
     "той же масти или козырем либо берёт. Пока ничего не покрыто, он может перевести: положить "
     "карту того же достоинства и передать атаку следующему игроку слева — если у того хватает "
     "карт.\n\n"
     "Остальные подкидывают карты тех достоинств, что уже есть на столе: непокрытых карт не "
     "больше, чем у защитника в руке, и не больше 6 карт атаки за ход (5, пока никто не "
     "отбился). Отбитые карты уходят в отбой, и ходит защитник; взявший пропускает ход. Все "
     "добирают до 6: нападающий первым, защитник последним.\n\n"
     "Настройки дурака — итальянский, кто начинает следующую сдачу, длина партии — действуют "
     "так же, как в дураке. (Полные правила — в тексте «Дурак».)"),
    ("enchanted_ranks", "Какие карты заколдованы",
     "У каждого достоинства от 6 до туза есть набор из четырёх заколдованных карт; он заменяет "
     "четыре обычные карты этого достоинства. На экране настройки есть наборы из правил — так "
     "эффекты удобно осваивать постепенно:\n\n"
     "• первая партия: шестёрки и семёрки;\n"
     "• вторая: ещё восьмёрки, девятки и десятки;\n"
     "• третья: ещё валеты и дамы;\n"
     "• все достоинства или любой набор на ваш выбор."),
    ("six", "Шестёрка",
     "Бьёт любую карту указанной масти — даже козырь, даже туза. Старшинство не важно. "
     "Указанные масти: ♠6 бьёт черви, ♥6 — трефы, ♣6 — бубны, ♦6 — пики. Бьёт и обычным "
     "образом.\n\n"
     "Например, колдовская пиковая шестёрка бьёт червовую десятку, хотя шестёрка младше, а пики "
     "не козырь."),
    ("seven", "Семёрка",
     "Её нельзя побить козырем другой масти — только старшей картой её масти или некозырной "
     "колдовской шестёркой, указывающей на её масть. Козырная ♠6 не бьёт колдовскую ♥7, "
     "а некозырная ♠6 — бьёт."),
    ("eight", "Восьмёрка",
     "Разыгрывая её — заходом, подкидыванием, переводом или отбиваясь, — назовите масть, кроме "
     "козыря: на столе восьмёрка считается картой этой масти. Несколько восьмёрок могут носить "
     "одну и ту же масть. Взятая на руку восьмёрка теряет масть и получает новую, когда её "
     "сыграют снова.\n\n"
     "Если картой, определяющей козырь, оказалась колдовская восьмёрка, сдача идёт без козырей: "
     "тогда можно называть любую масть, а первым ходит сдающий."),
    ("nine", "Девятка",
     "Её можно подкинуть, какие бы карты ни лежали на столе, — но ограничения на число карт она "
     "не нарушает. Атаку, в которой карты двух достоинств, перевести уже нельзя."),
    ("ten", "Десятка",
     "Атаку, в которой есть колдовская десятка, перевести нельзя: от неё придётся отбиваться."),
    ("jack", "Валет",
     "Его можно побить только картой от 6 до 10 его масти или козырной (подходит и восьмёрка, "
     "названная этой мастью). Козырного валета бьют только козыри от 6 до 10."),
    ("queen", "Дама",
     "Если защитник отбился колдовской дамой, до конца хода подкидывать больше нельзя. Карты, "
     "которые уже лежат на столе, всё равно нужно отбить."),
    ("king", "Король",
     "Защитник, который покрыл хотя бы одну карту колдовским королём и отбился, может поменять "
     "направление игры. Выбор предлагается после хода; карты этого хода добирают по старому "
     "порядку, а дальше атаки, переводы, подкидывание и добор идут в другую сторону — пока "
     "другой король не повернёт их обратно. Вдвоём король ничего не делает."),
    ("ace", "Туз",
     "Бьёт туза указанной масти, даже козырного: ♠A бьёт ♦A, ♣A — ♥A, ♦A — ♣A, ♥A — ♠A. "
     "Бьёт и обычным образом."),
    ("teams", "Командный колдовской дурак",
     "Заколдованные карты можно брать и в командную игру (2×2 вчетвером, 3×3 вшестером): "
     "партнёры сидят через одного, на партнёра не нападают и ему не подкидывают, перевод идёт "
     "на следующего противника, побеждает команда, первой избавившаяся от карт."),
]

RULE_SECTION = {rule: sid for sid, rules in SECTION_RULES.items() for rule in rules}
