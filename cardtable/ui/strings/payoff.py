"""Strings of the moment at a deal's end (cardtable/ui/scenes/payoff.py): the caption beside
the cards the fool (a losing team) still holds."""

EN = {
    "result.hands_left": "Left in hand",
}

RU = {
    "result.hands_left": "Осталось на руках",
}
