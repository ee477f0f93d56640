"""Strings of the table's controls (issue 18): the questions before a running match is
thrown away, the last bout overlay, the running score and undo."""

EN = {
    "confirm.cancel": "Cancel",
    "confirm.stay": "Stay",
    "confirm.restart_title": "Restart the match?",
    "confirm.restart_text": "The match in progress will be lost, and a new one begins with the same players.",
    "confirm.restart_yes": "Restart",
    "confirm.quit_title": "Leave the table?",
    "confirm.quit_text_saved": "The match is saved: Continue in the main menu takes you back to it. "
                               "Abandon it if you do not want to finish it.",
    "confirm.quit_text": "The match in progress will be lost.",
    "confirm.quit_text_network": "The others will wait for you, and the host can give your seat to the "
                                 "computer. To come back, choose “Join a table” and enter the same room code.",
    "confirm.quit_text_hosting": "The game stops for your friends until you choose "
                                 "“Continue hosting” in the main menu.",
    "confirm.quit_yes": "Leave",
    "confirm.abandon": "Abandon the match",
    "confirm.new_title": "Start a new match?",
    "confirm.new_text": "Your saved match will be replaced by the new one.",
    "confirm.new_yes": "Start",
    "lastbout.bout": "Last bout",
    "lastbout.round": "Last round",
    "lastbout.close": "Click or press any key to close",
    "hud.score": "Deal {n} · Score:",
    "hud.deal": "Deal {n}",
    "hud.what": "deals lost",
    "undo.button": "Undo",
    "undo.done": "Your last move was taken back",
    "undo.refused.new_cards": "Undo is not possible: new cards were seen",
    "undo.refused.nothing": "There is no move of yours to take back",
}

RU = {
    "confirm.cancel": "Отмена",
    "confirm.stay": "Остаться",
    "confirm.restart_title": "Начать матч заново?",
    "confirm.restart_text": "Текущий матч пропадёт, и начнётся новый с теми же игроками.",
    "confirm.restart_yes": "Начать заново",
    "confirm.quit_title": "Выйти из-за стола?",
    "confirm.quit_text_saved": "Матч сохранён: кнопка «Продолжить» в главном меню вернёт вас к нему. "
                               "Если доигрывать не хотите, бросьте его.",
    "confirm.quit_text": "Текущий матч пропадёт.",
    "confirm.quit_text_network": "Остальные будут ждать вас, а хост может отдать ваше место компьютеру. "
                                 "Чтобы вернуться, выберите «Сесть за стол по сети» и введите тот же код стола.",
    "confirm.quit_text_hosting": "Игра ваших друзей остановится, пока вы не выберете "
                                 "«Продолжить стол по сети» в главном меню.",
    "confirm.quit_yes": "Выйти",
    "confirm.abandon": "Бросить матч",
    "confirm.new_title": "Начать новый матч?",
    "confirm.new_text": "Сохранённый матч будет заменён новым.",
    "confirm.new_yes": "Начать",
    "lastbout.bout": "Прошлый ход",
    "lastbout.round": "Прошлый круг",
    "lastbout.close": "Щёлкните или нажмите любую клавишу, чтобы закрыть",
    "hud.score": "Раздача {n} · Счёт:",
    "hud.deal": "Раздача {n}",
    "hud.what": "проигранные раздачи",
    "undo.button": "Отменить",
    "undo.done": "Ваш последний ход отменён",
    "undo.refused.new_cards": "Отменить нельзя: открылись новые карты",
    "undo.refused.nothing": "Нет хода, который можно отменить",
}
