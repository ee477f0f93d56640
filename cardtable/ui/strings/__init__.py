"""String tables: each module defines ``EN`` and ``RU`` dicts with the same keys.

Add a module here for a new area (a game table, a scene); :mod:`cardtable.ui.i18n`
discovers and merges every module of this package.
"""
