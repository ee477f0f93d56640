"""Card Table: Russian card games on a desktop card table, against AI or hot-seat."""

__version__ = "0.1.0"
