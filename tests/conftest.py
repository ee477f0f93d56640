"""Test settings: headless pygame (dummy video and audio), shared fixtures."""

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Settings, statistics and saves of test runs never touch the real user folders.
os.environ.setdefault("CARDTABLE_HOME", tempfile.mkdtemp(prefix="cardtable-test-"))
