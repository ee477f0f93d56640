"""Strings of the table's choosers and layout (issue 18): the Pirate Party colour chooser and
swap chooser, the Strong Witchcraft "who beats whom" table, the score sheet's older deals."""

EN = {
    "pirate.choose_colour": "Which colour do you call?",
    "pirate.choose_hint": "Click a colour or press 1–4 · Esc: take the card back",
    "pirate.choose_swap": "Seven: whose hand do you take?",
    "pirate.choose_swap_hint": "Click a player or press a number",
    "sw.beats": "beats",
    "sw.beats_focus": "{school} beats {a} and {b}, loses to {c} and {d}",
    "result.older_deals": "deals 1–{n}",
    "sw.lay_menu": "Lay a Strong Witchcraft… ({n})",
    "sw.lay_title": "Which Strong Witchcraft do you lay?",
}

RU = {
    "pirate.choose_colour": "Какой цвет вы назначаете?",
    "pirate.choose_hint": "Щёлкните цвет или нажмите 1–4 · Esc — вернуть карту",
    "pirate.choose_swap": "Семёрка: с кем поменяться картами?",
    "pirate.choose_swap_hint": "Щёлкните игрока или нажмите цифру",
    "sw.beats": "бьёт",
    "sw.beats_focus": "{school}: бьёт {a} и {b}, уступает {c} и {d}",
    "result.older_deals": "раздачи 1–{n}",
    "sw.lay_menu": "Выложить Сильное колдунство… ({n})",
    "sw.lay_title": "Какое Сильное колдунство выложить?",
}
