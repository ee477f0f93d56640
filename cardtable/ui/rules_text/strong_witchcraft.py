"""Rules of Strong Witchcraft for players (docs/rules.md chapter 3), in English and Russian.

Same data shape as :mod:`cardtable.ui.rules_text.durak`.
"""

TITLE = {"en": "Strong Witchcraft", "ru": "Сильное колдунство"}

SECTION_RULES = {
    "about": ("SW-13",),
    "cards": ("SW-1",),
    "seniority": ("SW-2", "SW-3"),
    "deal": ("SW-4",),
    "attack": ("SW-5",),
    "transfer": ("SW-6",),
    "throw_in": ("SW-7", "SW-8", "SW-9"),
    "bout_end": ("SW-10", "SW-11"),
    "strong": ("SW-12",),
    "match": (),
}

OPTION_SECTION = {"sets": "cards", "deals": "match", "loss_limit": "match"}

EN = [
    ("about", "About the game",
     "Can you play durak? Then you can almost play Strong Witchcraft: the cards are spells of "
     "seven schools of magic, and there is no trump.\n\n"
     "Only one player loses, however many play: the last one still holding cards once the "
     "stock is gone. He is proclaimed \"the Not Very Clever Sorcerer's Apprentice\". There is "
     "also another way out of the game — create enough Strong Witchcraft (see the last "
     "section)."),
    ("cards", "The spells",
     "Every card is a spell with a strength of 1, 2 or 3 (the number in the corner) and a "
     "colour — its school: red Fire, blue Water, black Death, white Air, brown Earth, green Life "
     "and purple Mind. Every spell has its name: the blue 1 is \"Ice Arrows\".\n\n"
     "One set holds three identical copies of every colour and strength: 63 cards. With the "
     "option \"two sets\" the deck has 126 cards and longer chains of transfers become "
     "possible."),
    ("seniority", "Which spell beats which",
     "Each colour beats exactly two others:\n\n"
     "• red beats green and purple;\n"
     "• blue beats red and black;\n"
     "• white beats purple and blue;\n"
     "• brown beats red and white;\n"
     "• green beats white and blue;\n"
     "• black beats brown and green;\n"
     "• purple beats brown and black.\n\n"
     "A card beats another if its colour beats the other's colour — whatever the strengths — or if it has the "
     "same colour and a higher strength. A 2 beats a 1, a 3 beats a 1 and a 2."),
    ("deal", "Dealing",
     "2 to 6 players. Everyone gets 6 cards face down; the rest is the stock in the middle. There "
     "is no trump. Who attacks first is drawn by lot."),
    ("attack", "Attack and defence",
     "The attacker leads exactly one card onto his left neighbour. The defender must beat it, "
     "take it, or transfer it back to the attacker."),
    ("transfer", "Transfer back",
     "Only the lead card can be transferred, and only before it is beaten, and only with an "
     "identical card — same colour, same strength. Both cards go in front of the attacker, who "
     "now has to defend against them. He may transfer back again with a third identical card, "
     "and so on.\n\n"
     "A transfer is impossible if the new defender holds fewer cards than he would have to beat."),
    ("throw_in", "Throwing in",
     "Throwing in opens only once the lead card is beaten or the defender says \"take\". A thrown "
     "card must have the strength of some card on the table, and there must be no card of the "
     "same colour and strength on the table yet (the rule of uniqueness — covers may repeat, "
     "thrown cards may not).\n\n"
     "While the defender still defends, cards are thrown one at a time, and each is beaten or "
     "taken before the next. After \"take\" several may be thrown at once.\n\n"
     "The attacker throws first (after a transfer: the player who made the last transfer) and "
     "keeps the right until he passes; then the player left of the defender, and so on "
     "clockwise, round after round, until everyone passes in a row.\n\n"
     "Limits: at most 5 thrown cards in a bout; the defender never faces more than 6 cards, nor "
     "more than he holds (transferred cards count; with fewer than 6 cards in hand, at most "
     "his hand size minus one can be thrown)."),
    ("bout_end", "End of a bout",
     "If the defender beats everything, the cards go face down to the discard pile and the "
     "defender attacks next. After a transfer that is the original attacker, who \"keeps the "
     "move\".\n\n"
     "If he takes, he picks up the lead card, all thrown cards and his own covers, misses his "
     "turn, and the player on his left attacks.\n\n"
     "At the end of every bout everyone draws back up to 6: the attacker first, then clockwise, "
     "the defender last."),
    ("strong", "Strong Witchcraft",
     "Four cards of one strength in four different colours make a Strong Witchcraft. At the "
     "start of your turn, before leading, you may lay one such combination face up in front of "
     "you — only one per turn, and never after taking until your next turn.\n\n"
     "Whoever lays his third Strong Witchcraft (with 2–3 players) or his second (with 4 or more) "
     "wins at once: he leaves the game, his hand goes to the discard pile, and the player on "
     "his left attacks. If laying the cards empties your hand, you draw up to 6 before leading; "
     "with the stock gone you leave as a winner."),
    ("match", "A match",
     "A match is a series of deals. The score sheet counts how often each player was the "
     "Apprentice; the match ends after the chosen number of deals, or when somebody has lost "
     "the chosen number of times. The fewest losses wins."),
]

RU = [
    ("about", "Об игре",
     "Умеете играть в дурака? Значит, вы почти уже умеете играть и в «Сильное колдунство»: "
     "карты — это заклятья семи школ магии, а козыря нет.\n\n"
     "Проигрывает только один, сколько бы ни было игроков: тот, у кого остались карты, когда "
     "кончилась колода. Его объявляют «Не Очень Умным Учеником Чародея». Есть и другой способ "
     "выйти из игры победителем — создать достаточно «Сильных колдунств» (см. последний "
     "раздел)."),
    ("cards", "Заклятья",
     "Каждая карта — заклятье силой 1, 2 или 3 (цифра в углу) и цвета своей школы: красный — "
     "Огонь, синий — Вода, чёрный — Смерть, белый — Воздух, коричневый — Земля, зелёный — Жизнь, "
     "фиолетовый — Разум. У каждого заклятья своё имя: синяя единица — «Ледяные стрелы».\n\n"
     "В одном наборе по три одинаковых карты каждого цвета и силы: 63 карты. С настройкой «два "
     "набора» в колоде 126 карт, и цепочки переводов могут быть длиннее."),
    ("seniority", "Какое заклятье бьёт какое",
     "Каждый цвет бьёт ровно два других:\n\n"
     "• красный бьёт зелёный и фиолетовый;\n"
     "• синий бьёт красный и чёрный;\n"
     "• белый бьёт фиолетовый и синий;\n"
     "• коричневый бьёт красный и белый;\n"
     "• зелёный бьёт белый и синий;\n"
     "• чёрный бьёт коричневый и зелёный;\n"
     "• фиолетовый бьёт коричневый и чёрный.\n\n"
     "Карта бьёт другую, если её цвет бьёт цвет той — какой бы ни была сила, — или если цвет тот же, а "
     "сила больше. «Единицу» бьют «двойка» и «тройка», «двойку» — только «тройка»."),
    ("deal", "Раздача",
     "От 2 до 6 игроков. Каждому сдают по 6 карт в закрытую; остальное — колода в центре стола. "
     "Козыря нет. Кто ходит первым, решает жребий."),
    ("attack", "Атака и защита",
     "Нападающий ходит ровно одной картой под соседа слева. Защитник должен её отбить, взять или "
     "перевести обратно на нападающего."),
    ("transfer", "Перевод обратно",
     "Перевести можно только карту, с которой зашли, только пока она не отбита и только точно "
     "такой же картой — того же цвета и той же силы. Обе карты кладут перед нападающим, и теперь "
     "отбиваться приходится ему. Он может перевести их обратно третьей такой же картой, и так "
     "далее.\n\n"
     "Перевод невозможен, если у нового защитника меньше карт, чем ему придётся отбивать."),
    ("throw_in", "Подкидывание",
     "Подкидывать можно, только когда карта, с которой зашли, отбита или защитник сказал "
     "«беру». Подкинутая карта должна быть той же силы, что какая-нибудь карта на столе, и на "
     "столе ещё не должно быть карты того же цвета и силы (правило неповторимости — отбиваться "
     "одинаковыми картами можно, подкидывать нельзя).\n\n"
     "Пока защитник отбивается, подкидывают по одной карте, и каждую он отбивает или берёт до "
     "следующей. После «беру» можно подкинуть сразу несколько.\n\n"
     "Первым подкидывает тот, чей ход (после перевода — сделавший последний перевод), и "
     "подкидывает, пока не откажется; затем игрок слева от защитника и дальше по часовой "
     "стрелке, круг за кругом, пока все не откажутся подряд.\n\n"
     "Ограничения: не больше 5 подкинутых карт за ход; перед защитником не больше 6 карт и не "
     "больше, чем у него в руке (переведённые карты считаются; если у него меньше 6 карт, "
     "подкинуть можно не больше, чем карт в руке минус одна)."),
    ("bout_end", "Конец хода",
     "Если защитник отбил всё, карты уходят рубашкой вверх в отбой, и ходит защитник. После "
     "перевода это первый нападающий — «ход остаётся у него».\n\n"
     "Если он берёт, то забирает карту захода, все подкинутые карты и свои отбившие, пропускает "
     "ход, и нападает игрок слева от него.\n\n"
     "В конце каждого хода все добирают до 6: сначала нападавший, затем по часовой стрелке, "
     "защитник последним."),
    ("strong", "Сильное колдунство",
     "Четыре карты одной силы и четырёх разных цветов — это «Сильное колдунство». В начале "
     "своего хода, до захода, можно выложить одну такую комбинацию перед собой в открытую — не "
     "больше одной за ход и никогда после взятия до следующего своего хода.\n\n"
     "Кто выложил третье «Сильное колдунство» (вдвоём-втроём) или второе (вчетвером и больше), "
     "сразу побеждает: он выходит из игры, его карты уходят в отбой, и нападает игрок слева от "
     "него. Если после выкладывания рука опустела, доберите до 6 перед заходом; если колода "
     "кончилась — вы вышли победителем."),
    ("match", "Партия",
     "Партия — это несколько сдач. В таблице считается, сколько раз каждый оставался "
     "Учеником; партия кончается после выбранного числа сдач или когда кто-то проиграл "
     "выбранное число раз. Побеждает тот, у кого меньше всех поражений."),
]

RULE_SECTION = {rule: sid for sid, rules in SECTION_RULES.items() for rule in rules}
