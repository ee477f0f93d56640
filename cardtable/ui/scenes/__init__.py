"""The scenes: main menu, game choice, setup, table, results, pause and the hot-seat curtain.

Other scenes (settings, rules, statistics) plug into the main menu with
:func:`cardtable.ui.scenes.menu.add_menu_entry` and into the pause overlay with
:func:`cardtable.ui.scenes.pause.add_pause_entry`.
"""
