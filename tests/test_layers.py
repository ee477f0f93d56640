"""DESIGN.md layers: the engine, the AI and the match runner never load pygame, so an
all-AI match runs headless and the rules stay out of the UI."""

import subprocess
import sys


def test_engine_ai_and_match_run_a_deal_without_pygame():
    code = (
        "import sys\n"
        "from cardtable import engine, ai, arena\n"
        "from cardtable.match import Match, Seat, play_deal\n"
        "for info in engine.games():\n"
        "    n = max(info.min_players, 2)\n"
        "    m = Match(info.id, [Seat(f'P{i}', 'ai', 'normal') for i in range(n)], {}, seed=1)\n"
        "    play_deal(m)\n"
        "print('pygame' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "False"
