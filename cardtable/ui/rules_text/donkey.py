"""Rules of Who's the Donkey? for players (docs/rules.md chapter 4), in English and Russian.

Same data shape as :mod:`cardtable.ui.rules_text.durak`.
"""

TITLE = {"en": "Who's the Donkey?", "ru": "Кто осёл?"}

SECTION_RULES = {
    "aim": (),
    "cards": ("ESL-1", "ESL-2"),
    "round": ("ESL-3", "ESL-4"),
    "jokers": ("ESL-5",),
    "donkey": ("ESL-6", "ESL-7"),
    "end": ("ESL-8",),
    "scoring": ("ESL-9",),
}

OPTION_SECTION = {"deals": "scoring", "minutes": "scoring"}

EN = [
    ("aim", "The aim",
     "A game by Wolfgang Kramer. Get rid of your cards as fast as you can and collect as few "
     "penalty points as possible. As soon as one player plays his last card the deal ends, and "
     "every card left in a hand costs points — the donkey most of all. After the agreed number of "
     "deals the player with the fewest points wins."),
    ("cards", "Cards and dealing",
     "110 cards: the values 1 to 13 eight times each, 5 jokers and 1 donkey.\n\n"
     "3 to 12 players. With 3–8 players everyone gets 13 cards; with 9 players 12, with 10 "
     "players 11, with 11 players 10, with 12 players 9. Only as many cards as are dealt are in "
     "play: the dealer puts the donkey aside, counts the right number of cards minus one from "
     "the shuffled pack, adds the donkey, shuffles and deals. The rest stays out of the game, "
     "so you never know exactly which cards are in play."),
    ("round", "A round",
     "Whoever holds the donkey leads the first round.\n\n"
     "The leader plays one card, or several cards of the same value. Then each other player, "
     "once, clockwise, either passes or beats the set: he plays the same number of cards of a "
     "strictly higher value. After one lap the round is over; all played cards leave the game, "
     "and whoever played the best set leads the next round. Players without cards are "
     "skipped.\n\n"
     "Example: the leader plays two 5s; the next player may beat them with two 8s, the next "
     "one with two 12s — but not with one 13 or with three 9s."),
    ("jokers", "Jokers",
     "A joker may join natural cards and takes their value: a 7 and a joker are two 7s. Jokers "
     "played on their own count 14 each, the top value. A joker left in your hand at the end "
     "costs 14 penalty points."),
    ("donkey", "The donkey round",
     "Only a player who leads a round may play the donkey — alone; it has the value 0. In a "
     "donkey round nobody may pass: each other player must play exactly one card, any value (a "
     "lone joker counts 1). Whoever played the highest card takes every card of the round into "
     "his hand, the donkey included; on a tie, the last of them to play it. He then leads the "
     "next round.\n\n"
     "A player who got the donkey this way may not lead it again until he has won a normal "
     "round (played its best set). Whoever held the donkey from the deal may lead it at once."),
    ("end", "End of the deal",
     "The deal ends at the end of the round in which some player played his last card. Several "
     "players may run out in the same round; none of them scores any penalty. A player who plays "
     "his last card in a donkey round but has to take the cards has not run out."),
    ("scoring", "Penalty points",
     "Everybody else counts the cards left in his hand: the donkey 20 points, each joker 14, "
     "every other card its value. A match lasts a chosen number of deals (3 by default); the "
     "lowest total wins."),
]

RU = [
    ("aim", "Цель игры",
     "Игра Вольфганга Крамера. Как можно быстрее избавиться от своих карточек и набрать как "
     "можно меньше штрафных очков. Как только кто-то разыграл последнюю карточку, сдача "
     "кончается, и каждая карточка, оставшаяся на руке, приносит штраф — а осёл особенно. После "
     "условленного числа сдач побеждает тот, у кого меньше всех очков."),
    ("cards", "Карточки и раздача",
     "110 карточек: значения от 1 до 13 по восемь раз, 5 джокеров и 1 осёл.\n\n"
     "От 3 до 12 игроков. При 3–8 игроках каждому сдают по 13 карточек; при 9 — по 12, при 10 — "
     "по 11, при 11 — по 10, при 12 — по 9. В игре только розданные карточки: сдающий "
     "откладывает осла, отсчитывает из перемешанной колоды нужное число карточек без одной, "
     "добавляет осла, перемешивает и раздаёт. Остальные в игре не участвуют — поэтому никогда не "
     "известно точно, какие карточки в игре."),
    ("round", "Круг",
     "Первый круг начинает тот, у кого осёл.\n\n"
     "Ведущий выкладывает одну карточку или несколько карточек одного значения. Затем каждый "
     "другой игрок по одному разу, по часовой стрелке, либо пасует, либо перебивает: выкладывает "
     "столько же карточек строго большего значения. После одного круга все выложенные карточки "
     "уходят из игры, и следующий круг начинает тот, кто выложил лучший набор. Игроков без "
     "карточек пропускают.\n\n"
     "Пример: ведущий выложил две пятёрки; следующий может перебить их двумя восьмёрками, "
     "следующий — двумя двенадцатками, но не одной тринадцаткой и не тремя девятками."),
    ("jokers", "Джокеры",
     "Джокер можно добавить к обычным карточкам — он принимает их значение: семёрка и джокер — "
     "это две семёрки. Сами по себе джокеры стоят по 14 — это высшее значение. Джокер, "
     "оставшийся на руке в конце, приносит 14 штрафных очков."),
    ("donkey", "Круг осла",
     "Осла может выложить только игрок, начинающий круг, — и только одного; его значение 0. В "
     "круге осла пасовать нельзя: каждый другой игрок обязан выложить ровно одну карточку любого "
     "значения (одинокий джокер стоит 1). Кто выложил самую большую карточку, забирает все "
     "карточки круга на руку, вместе с ослом; при равенстве — последний из выложивших её. Он и "
     "начинает следующий круг.\n\n"
     "Получивший осла так не может снова выложить его, пока не выиграет обычный круг (не "
     "выложит в нём лучший набор). Тот, кому осёл пришёл при раздаче, может выложить его сразу."),
    ("end", "Конец сдачи",
     "Сдача кончается в конце круга, в котором кто-то выложил последнюю карточку. Без карточек в "
     "одном круге могут остаться несколько игроков — никто из них штрафа не получает. Кто "
     "выложил последнюю карточку в круге осла, но должен забрать карточки, не избавился от них."),
    ("scoring", "Штрафные очки",
     "Остальные считают карточки на руке: осёл — 20 очков, каждый джокер — 14, любая другая "
     "карточка — своё значение. Партия длится выбранное число сдач (по умолчанию 3); побеждает "
     "наименьшая сумма."),
]

RULE_SECTION = {rule: sid for sid, rules in SECTION_RULES.items() for rule in rules}
