"""What a player typed or chose wrong, as one sentence in the current language.

The engine refuses bad setups with ``ValueError`` texts written for programmers ("option
deals: 0 outside 1..None"); the command line and the setup screen show these sentences
instead: :func:`setup_problem` checks a game, player count and options in the engine's own
order and names the first problem; :func:`argparse_problem` rewords argparse's messages.
Contract: a setup the engine accepts gets ``None``; anything it refuses gets a sentence
(a combination this module does not know is still explained, with the engine's reason).
"""

from __future__ import annotations

import re

from cardtable import engine
from cardtable.ui import i18n
from cardtable.ui.i18n import t

SEAT_OPTIONS = ("dealer", "previous_fool", "leader", "first")


class UserError(ValueError):
    """A problem with what the player asked for; ``str()`` is the sentence to show."""


def _q(values) -> str:
    return ", ".join(str(v) for v in values)


def _or(values) -> str:
    values = [str(v) for v in values]
    if len(values) <= 1:
        return "".join(values)
    return ", ".join(values[:-1]) + f" {t('err.or')} " + values[-1]


def game_problem(game_id: str) -> str | None:
    try:
        engine.game_info(game_id)
    except ValueError:
        return t("err.game", game=game_id, games=_q(g.id for g in engine.games()))
    return None


def option_problem(info, name: str, value) -> str | None:
    """Why ``value`` is not a value of option ``name`` of game ``info`` (or None)."""
    try:
        opt = info.option(name)
    except KeyError:
        names = [o.name for o in info.options if not o.internal]
        return t("err.option_unknown", game=i18n.game_name(info), name=name, names=_q(names))
    try:
        opt.check(value)
    except ValueError:
        pass
    else:
        return None
    fmt = {"label": i18n.option_label(opt), "name": name, "value": value}
    if opt.type == "bool":
        return t("err.bool", **fmt)
    if opt.type == "int":
        try:
            v = int(value)
        except (TypeError, ValueError):
            return t("err.int", **fmt)
        fmt["value"] = v
        if opt.min is not None and opt.max is not None:
            return t("err.int_range", lo=opt.min, hi=opt.max, **fmt)
        if opt.min is not None:
            return t("err.int_min", lo=opt.min, **fmt)
        return t("err.int_max", hi=opt.max, **fmt)
    if opt.type == "choice":
        return t("err.choice", values=_or(opt.values), **fmt)
    items = value.replace(",", " ").split() if isinstance(value, str) else list(value)
    presets, aliases = dict(opt.presets), dict(opt.aliases)
    bad = next((v for v in items if v not in presets and aliases.get(v, v) not in opt.values), value)
    fmt["value"] = bad
    return t("err.set", values=_q(list(opt.values) + list(presets)), **fmt)


def combination_problem(info, players: int, options: dict) -> str | None:
    """Why these (individually valid) options do not go together (or None)."""
    try:
        info.resolve_options(players, options)
    except ValueError as exc:
        reason = str(exc)
    else:
        return None
    teams = options.get("teams", "none")
    need = {"2x2": 4, "3x3": 6}.get(teams)
    if need is not None and players != need:
        return t("err.teams", teams=teams.replace("x", "×"), need=need, n=players)
    for name in SEAT_OPTIONS:
        v = options.get(name)
        if isinstance(v, int) and not 0 <= v < players:
            opt = info.option(name)
            return t("err.seat_option", label=i18n.option_label(opt), name=name, hi=players - 1, value=v)
    for name in ("no_transfer_first_bout", "transfer_by_showing_trump"):
        if options.get(name) and options.get("variant") != "transfer":
            return t("err.needs_transfer", label=i18n.option_label(info.option(name)))
    if options.get("double_play") and not options.get("jump_in"):
        return t("err.double_play")
    reason = re.sub(r"\s*\((?:[A-Z]+-\w+(?:, )?)+\)", "", reason.split(": ", 1)[-1])
    return t("err.combination", reason=reason)


def setup_problem(game_id: str, players: int, options: dict | None = None) -> str | None:
    """The first problem of a whole setup, or None when the engine accepts it."""
    problem = game_problem(game_id)
    if problem:
        return problem
    info = engine.game_info(game_id)
    if not info.min_players <= players <= info.max_players:
        return t("err.players", game=i18n.game_name(info), lo=info.min_players, hi=info.max_players, n=players)
    options = dict(options or {})
    for name, value in options.items():
        problem = option_problem(info, name, value)
        if problem:
            return problem
    return combination_problem(info, players, options)


_ARG = re.compile(r"^argument ([^:]+): (.*)$", re.S)


def argparse_problem(message: str) -> str:
    """argparse's error text as a sentence for a player."""
    m = _ARG.match(message)
    if m is None:
        if message.startswith("unrecognized arguments: "):
            return t("err.arg_unknown", args=message.split(": ", 1)[1])
        return t("err.arg_other", text=message[:1].upper() + message[1:])
    arg, text = m.group(1).split("/")[-1], m.group(2)
    c = re.match(r"invalid choice: '([^']*)' \(choose from (.*)\)$", text)
    if c is not None:
        values = re.findall(r"'([^']*)'", c.group(2)) or [v.strip() for v in c.group(2).split(",")]
        return t("err.arg_choice", arg=arg, values=_or(values), value=c.group(1))
    c = re.match(r"invalid int value: '([^']*)'$", text)
    if c is not None:
        return t("err.arg_int", arg=arg, value=c.group(1))
    if text.startswith("expected one argument"):
        return t("err.arg_value", arg=arg)
    return t("err.arg_other", text=f"{arg}: {text}")
