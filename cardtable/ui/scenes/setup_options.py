"""The setup screen's game options, generated from the engine's option schema: only valid
combinations are offered.  A value is selectable only if ``GameInfo.resolve_options`` accepts
it with the rest of the setup; a player-count change resets options that no longer fit (teams
need 4 or 6 players); choosing a value another option forbids puts that one back to its
default (back to throw-in: the transfer-only rules switch off); an option nothing can change
now is not shown.  The engine decides every rule; this only asks it."""

from __future__ import annotations

from cardtable.engine import GameInfo
from cardtable.ui import i18n
from cardtable.ui.i18n import t


class OptionsMixin:
    """The option model of :class:`~cardtable.ui.scenes.setup.SetupScene`."""

    info: GameInfo
    players: int
    options: dict

    def valid(self, players: int, options: dict) -> bool:
        try:
            self.info.resolve_options(players, options)
        except ValueError:
            return False
        return True

    def _repair(self) -> None:
        """Reset options that do not fit the player count (one at a time, to defaults)."""
        if self.valid(self.players, self.options):
            return
        for o in self.info.options:
            if o.internal or self.options.get(o.name) == o.default:
                continue
            self.options[o.name] = o.default
            if self.valid(self.players, self.options):
                return

    def cycle_option(self, opt, step: int = 1) -> None:
        cur = self.options.get(opt.name, opt.default)
        if opt.type == "bool":
            values = [False, True]
        elif opt.type == "int":
            values = [cur + step] if opt.max is None or cur + step <= opt.max else []
            values = [v for v in values if opt.min is None or v >= opt.min]
            for v in values:
                if self.valid(self.players, {**self.options, opt.name: v}):
                    self.options[opt.name] = v
            return
        else:
            values = list(opt.values)
        if cur not in values:
            return
        i = values.index(cur)
        for k in range(1, len(values)):
            v = values[(i + step * k) % len(values)]
            if self.valid(self.players, {**self.options, opt.name: v}):
                self.options[opt.name] = v
                return
            fixed = self._with_defaults({**self.options, opt.name: v}, opt.name)
            if fixed is not None:      # e.g. back to throw-in: the transfer-only rules switch off
                self.options = fixed
                return

    def _with_defaults(self, options: dict, keep: str) -> dict | None:
        """``options`` made valid by putting other options back to their defaults, one at a
        time (``keep`` stays as chosen), or None."""
        trial = dict(options)
        for o in self.info.options:
            if o.internal or o.name == keep or trial.get(o.name) == o.default:
                continue
            trial[o.name] = o.default
            if self.valid(self.players, trial):
                return trial
        return None

    def toggle_set(self, opt, value) -> None:
        cur = list(self.options.get(opt.name, opt.default) or [])
        chosen = [v for v in cur if v != value] if value in cur else cur + [value]
        new = tuple(v for v in opt.values if v in chosen)
        if self.valid(self.players, {**self.options, opt.name: new}):
            self.options[opt.name] = new

    def preset_label(self, opt) -> str:
        """The preset a set option's value equals (``opt.<game>.<name>.preset.<preset>``), or custom."""
        cur = tuple(self.options.get(opt.name) or ())
        name = next((k for k, v in opt.presets if tuple(v) == cur), "custom")
        key = f"opt.{self.info.id}.{opt.name}.preset.{name}"
        return t(key) if i18n.has(key) else name

    def cycle_preset(self, opt) -> None:
        cur = tuple(self.options.get(opt.name) or ())
        names = [k for k, _v in opt.presets]
        i = next((k for k, (_n, v) in enumerate(opt.presets) if tuple(v) == cur), -1)
        for k in range(1, len(names) + 1):
            v = tuple(opt.presets[(i + k) % len(names)][1])
            if self.valid(self.players, {**self.options, opt.name: v}):
                self.options[opt.name] = v
                return

    def option_text(self, opt) -> str:
        """Option ``opt``'s value as its button says it, in the current language."""
        return i18n.option_value(self.info.id, opt, self.options.get(opt.name))

    def shown_options(self) -> list:
        """The options that apply now: those the engine's validation lets the player change
        with the rest of the setup (a transfer-only rule is hidden while the variant is
        throw-in, teams with a player count no team layout fits …)."""
        shown = []
        for o in self.info.options:
            if o.internal:
                continue
            cur = self.options.get(o.name, o.default)
            others: list[object]            # the values the option could be changed to
            if o.type == "bool":
                others = [not cur]
            elif o.type == "int":
                others = [v for v in (cur + 1, cur - 1) if (o.min is None or v >= o.min)
                          and (o.max is None or v <= o.max)]
            elif o.type == "set":
                others = [tuple(x for x in o.values if (x in (cur or ())) != (x == v)) for v in o.values]
            else:
                others = [v for v in o.values if v != cur]
            if any(self.valid(self.players, {**self.options, o.name: v}) for v in others):
                shown.append(o)
        return shown
