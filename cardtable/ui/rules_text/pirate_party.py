"""Rules of Pirate Party for players (docs/rules.md chapter 5), in English and Russian.

Same data shape as :mod:`cardtable.ui.rules_text.durak`.
"""

TITLE = {"en": "Pirate Party", "ru": "Пиратская партия"}

SECTION_RULES = {
    "aim": ("PIR-14",),
    "cards": ("PIR-1", "PIR-2"),
    "deal": ("PIR-4",),
    "turn": ("PIR-5", "PIR-6"),
    "skip": ("PIR-7",),
    "draw_two": ("PIR-8",),
    "reverse": ("PIR-9",),
    "wild": ("PIR-10",),
    "challenge": ("PIR-11",),
    "all_hands": ("PIR-12",),
    "scoring": ("PIR-3",),
    "penalties": ("PIR-13",),
    "jump_in": ("PIR-15", "PIR-16"),
    "seven_zero": ("PIR-17",),
    "stacking": ("PIR-18",),
    "silent": ("PIR-19",),
    "five_exchange": ("PIR-20",),
}

OPTION_SECTION = {
    "scoring": "scoring", "penalties": "penalties", "jump_in": "jump_in",
    "double_play": "jump_in", "seven_zero": "seven_zero", "stacking": "stacking",
    "silent_deals": "silent", "five_exchange": "five_exchange",
    "target": "scoring", "deals": "scoring",
}

EN = [
    ("aim", "The aim",
     "Be the first to get rid of all your cards. The deal ends the moment somebody plays his "
     "last card (if it is, say, a Draw Two, the next player still draws, which counts for the "
     "score); then the cards left in the hands are scored."),
    ("cards", "Cards and their values",
     "108 cards in four colours — red, yellow, green and blue. In each colour: one 0 and two "
     "each of 1 to 9, two Skips, two Draw Twos and two Reverses. Plus four black Wilds (\"call a "
     "colour\") and four Wild Draw Fours.\n\n"
     "Values for scoring: number cards their face value; Skip, Draw Two and Reverse 20 points; "
     "Wild and Wild Draw Four 50 points."),
    ("deal", "Dealing and the first card",
     "2 to 10 players, 7 cards each. The top card of the stock is turned up to start the discard "
     "pile. A black card there is buried back in the stock and another one turned. A coloured "
     "action card there works as if the dealer had played it. The player left of the dealer "
     "begins, and play goes clockwise."),
    ("turn", "Your turn",
     "Play one card that matches the top card by colour (or the called colour), by number, or "
     "by symbol — or any black card (the Draw Four has a condition, see \"Wild cards\").\n\n"
     "Only if you have no playable card, draw one. If it can be played you may play it at once; "
     "otherwise keep it, and your turn is over. When the stock runs out the discard pile, except "
     "its top card, is shuffled into a new stock."),
    ("skip", "Skip",
     "The next player misses his turn — unless he answers with an identical Skip (same colour); "
     "then the skip passes on to the player after him."),
    ("draw_two", "Draw Two",
     "The next player draws two cards and misses his turn — unless he answers with a Draw Two of "
     "any colour; then the following player faces it. Without the stacking house rule the "
     "penalty does not add up: whoever ends the chain draws two."),
    ("reverse", "Reverse",
     "The direction of play changes. Two Reverses cancel each other out. With two players a "
     "Reverse does nothing else."),
    ("wild", "Wild cards",
     "Wild: play it on your turn on anything and call any colour, even the current one.\n\n"
     "Wild Draw Four: call a colour; the next player draws four and misses his turn — unless he "
     "answers with a Draw Two of the called colour, which continues as a Draw Two chain. You may "
     "play it only if you hold no card of the current colour (other numbers, symbols and Wilds do "
     "not matter). The table does not stop you from laying it anyway — that is a bluff, and only "
     "a challenge can punish it. Never as a jump-in."),
    ("challenge", "Challenge",
     "The victim of a Wild Draw Four may challenge instead of drawing. If the player of the Draw "
     "Four did hold a card of the previous colour, he takes his card back, draws four and his "
     "move is void; the victim then plays a normal turn on the previous top card and colour. If "
     "the Draw Four was honest, the victim draws six (4 + 2) and misses his turn."),
    ("all_hands", "All hands on deck!",
     "When you play your second-to-last card you must call \"All hands on deck!\" as you play it. "
     "If you forget, any other player may catch you before the next player acts — and you draw "
     "two cards."),
    ("scoring", "Scoring (option)",
     "• Collect (default): whoever goes out scores the sum of all other hands; the first to 500 "
     "points wins the match.\n"
     "• Penalty: every player scores the cards left in his own hand, the winner of the deal 0; "
     "whoever first reaches 200 loses, everyone else wins.\n"
     "• Captain: no running total — each deal names its winner, who leads the next deal, and its "
     "loser (the one holding the most points), who deals it."),
    ("penalties", "Penalty for wrong cards (option)",
     "Off by default. When on, trying to play a card that may not be played costs two cards "
     "from the stock, instead of simply being refused."),
    ("jump_in", "Jump-in (house rule)",
     "Any player, even out of turn, may play a card identical to the top card — same colour and "
     "same number or symbol, or a Wild on a Wild. Play then continues from him in the current "
     "direction. Not with a Wild Draw Four, and not onto the starting card.\n\n"
     "Double play (needs jump-in): if you hold two identical cards you may play one on your turn "
     "and then jump in with the other as a second action — unless the next player is quicker and "
     "acts first."),
    ("seven_zero", "Seven–Zero (house rule)",
     "After a 0 every player passes his whole hand to the next player in the direction of play. "
     "After a 7 its player swaps hands with a player of his choice."),
    ("stacking", "Stacking (house rule)",
     "Draw Two on Draw Two adds up: if four players in a row lay a Draw Two, the fifth draws "
     "eight. Wild Draw Four on Wild Draw Four adds four each; the last one to lay a Draw Four "
     "calls the colour, and a Draw Two of the called colour on a Draw Four adds two. Each player "
     "adds one card per step of the chain. A Draw Four that is caught by a challenge inside a "
     "stack costs its player the whole sum."),
    ("silent", "Silent deals (house rule)",
     "After a black card the table falls silent until the colour next changes: whoever calls "
     "\"All hands on deck!\", catches somebody or challenges during the silence draws two "
     "penalty cards — the call, catch or challenge still counts."),
    ("five_exchange", "Five exchange (house rule)",
     "After playing a 5 you may exchange one card with any player; each of you chooses the card "
     "he gives."),
]

RU = [
    ("aim", "Цель игры",
     "Первым избавиться от всех своих карт. Сдача кончается, как только кто-то выложил "
     "последнюю карту (если это, скажем, «Возьми две», следующий игрок всё равно берёт карты — "
     "это важно для счёта); затем считают карты, оставшиеся на руках."),
    ("cards", "Карты и их стоимость",
     "108 карт четырёх цветов — красного, жёлтого, зелёного и синего. В каждом цвете: один 0 и "
     "по две карты от 1 до 9, по две «Пропусти ход», «Возьми две» и «Наоборот». И ещё четыре "
     "чёрные «Закажи цвет» и четыре «Закажи цвет и возьми четыре».\n\n"
     "Стоимость при подсчёте: цифровые карты — по номиналу; «Пропусти ход», «Возьми две» и "
     "«Наоборот» — 20 очков; чёрные карты — 50 очков."),
    ("deal", "Раздача и первая карта",
     "От 2 до 10 игроков, по 7 карт. Верхнюю карту колоды открывают — с неё начинается сброс. "
     "Если это чёрная карта, её замешивают обратно и открывают другую. Цветная активная карта "
     "действует так, будто её сыграл сдающий. Начинает игрок слева от сдающего, дальше — по "
     "часовой стрелке."),
    ("turn", "Ваш ход",
     "Выложите одну карту, подходящую к верхней карте сброса по цвету (или заказанному цвету), "
     "по цифре или по символу, — или любую чёрную карту (у «возьми четыре» есть условие, см. "
     "«Чёрные карты»).\n\n"
     "Только если подходящей карты нет, возьмите одну из колоды. Если она подходит, её можно "
     "сразу сыграть; иначе оставьте её — ход окончен. Когда колода кончилась, сброс, кроме "
     "верхней карты, перемешивают в новую колоду."),
    ("skip", "Пропусти ход",
     "Следующий игрок пропускает ход — если только не ответит точно такой же картой «Пропусти "
     "ход» (того же цвета); тогда пропускает следующий за ним."),
    ("draw_two", "Возьми две",
     "Следующий игрок берёт две карты и пропускает ход — если только не ответит картой «Возьми "
     "две» любого цвета; тогда отвечать приходится следующему. Без домашнего правила «с "
     "изложением» штраф не копится: кто закончил цепочку, тот берёт две."),
    ("reverse", "Наоборот",
     "Направление игры меняется. Две «Наоборот» отменяют друг друга. Вдвоём эта карта больше "
     "ничего не делает."),
    ("wild", "Чёрные карты",
     "«Закажи цвет»: сыграйте в свой ход на любую карту и закажите любой цвет, даже текущий.\n\n"
     "«Закажи цвет и возьми четыре»: закажите цвет; следующий игрок берёт четыре и пропускает "
     "ход — если только не ответит картой «Возьми две» заказанного цвета, и тогда продолжается "
     "цепочка «Возьми две». Играть её можно, только если у вас нет карт текущего цвета (другие "
     "цифры, символы и чёрные карты не в счёт). Стол не помешает выложить её и так — это блеф, "
     "и наказать за него можно только вызовом. Вмешательством её не кладут."),
    ("challenge", "Вызов",
     "Жертва «возьми четыре» может вместо этого бросить вызов. Если у сыгравшего была карта "
     "прежнего цвета, он забирает свою карту, берёт четыре, и его ход отменяется; жертва ходит "
     "как обычно на прежнюю верхнюю карту и цвет. Если карта сыграна честно, жертва берёт шесть "
     "(4 + 2) и пропускает ход."),
    ("all_hands", "Свистать всех наверх!",
     "Выкладывая предпоследнюю карту, нужно крикнуть «Свистать всех наверх!». Если вы забыли, "
     "любой другой игрок может поймать вас, пока следующий не походил, — и вы берёте две "
     "карты."),
    ("scoring", "Подсчёт очков (настройка)",
     "• Сбор (по умолчанию): первый избавившийся от карт получает сумму карт всех остальных; "
     "кто первым набрал 500 очков, выигрывает партию.\n"
     "• Штраф: каждому записывают очки карт, оставшихся у него на руках, победителю сдачи — 0; "
     "кто первым набрал 200, проигрывает, остальные выигрывают.\n"
     "• «Капитан»: без общего счёта — в каждой сдаче есть победитель, он начинает следующую, и "
     "проигравший (у кого больше всех очков на руках), он её сдаёт."),
    ("penalties", "Штраф за неверную карту (настройка)",
     "По умолчанию выключен. Если включён, попытка сыграть неподходящую карту стоит двух карт из "
     "колоды, а не просто отказа."),
    ("jump_in", "С вмешательством (домашнее правило)",
     "Любой игрок, даже не в свой ход, может выложить карту, точно такую же, как верхняя, — того "
     "же цвета и той же цифры или символа, или «Закажи цвет» на «Закажи цвет». Дальше игра идёт от "
     "него в текущем направлении. Не «возьми четыре» и не на первую открытую карту.\n\n"
     "Двойной ход (только вместе с вмешательством): если у вас две одинаковые карты, можно "
     "сыграть одну в свой ход, а второй вмешаться следующим действием — если следующий игрок не "
     "успеет походить раньше."),
    ("seven_zero", "Семь–ноль (домашнее правило)",
     "После нуля все передают свои карты следующему игроку по направлению игры. После семёрки "
     "сыгравший её меняется картами с игроком по своему выбору."),
    ("stacking", "С изложением (домашнее правило)",
     "«Возьми две» на «Возьми две» складываются: если четыре игрока подряд положили «Возьми "
     "две», пятый берёт восемь. «Возьми четыре» на «Возьми четыре» тоже добавляют по четыре; "
     "цвет заказывает последний, кто положил «возьми четыре», а «Возьми две» заказанного цвета "
     "поверх неё добавляет две. Каждый добавляет одну карту за шаг цепочки. Нечестная «возьми "
     "четыре», пойманная вызовом внутри цепочки, стоит её игроку всей суммы."),
    ("silent", "Молчаливые сделки (домашнее правило)",
     "После чёрной карты за столом тишина, пока цвет снова не сменится: кто в тишине крикнет "
     "«Свистать всех наверх!», поймает кого-то или бросит вызов, берёт две штрафные карты — "
     "крик, поимка или вызов всё равно действуют."),
    ("five_exchange", "Обмен карты (домашнее правило)",
     "Сыграв пятёрку, можно обменяться одной картой с любым игроком; каждый из двоих сам "
     "выбирает, какую карту отдать."),
]

RULE_SECTION = {rule: sid for sid, rules in SECTION_RULES.items() for rule in rules}
