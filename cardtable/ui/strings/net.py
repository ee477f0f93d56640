"""Strings of network play (issue 32): a remote seat's table, drops and rejoins, refusals."""

EN = {
    "net.dropped": "{name}: connection lost — the game waits",
    "net.back": "{name} is back — the game goes on",
    "net.away": "{name}: no connection — {clock}",
    "net.refused": "The host did not take the move: {reason}",
    "net.refused.not_your_turn": "It is not your turn.",
    "net.refused.stale": "The table has moved on; look again.",
    "net.refused.paused": "The game is paused until everyone is back.",
    "net.refused.illegal": "The rules do not allow that move.",
    "net.refused.too_fast": "Too many moves at once; wait a moment.",
    "net.refused.other": "The host refused the move.",
    "net.lost": "Connection to the host lost — reconnecting…",
    "err.join": "Cannot join the table: {reason}",
    "net.seated": "Seat {seat}. To come back to it: --token {token}",
}

RU = {
    "net.dropped": "{name}: связь потеряна — игра ждёт",
    "net.back": "{name} снова за столом — игра продолжается",
    "net.away": "{name}: нет связи — {clock}",
    "net.refused": "Хост не принял ход: {reason}",
    "net.refused.not_your_turn": "Сейчас не ваш ход.",
    "net.refused.stale": "На столе уже всё изменилось, посмотрите ещё раз.",
    "net.refused.paused": "Игра на паузе, пока все не вернутся.",
    "net.refused.illegal": "Правила не разрешают такой ход.",
    "net.refused.too_fast": "Слишком много ходов сразу, подождите немного.",
    "net.refused.other": "Хост отклонил ход.",
    "net.lost": "Связь с хостом потеряна — переподключаемся…",
    "err.join": "Не удалось сесть за стол: {reason}",
    "net.seated": "Место {seat}. Чтобы вернуться на него: --token {token}",
}
