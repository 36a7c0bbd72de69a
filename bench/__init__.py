"""HotMem benchmark harness: latency per stage, scale, start-up, memory and quality in one command.

Run from the repository root on the installed package::

    python -m bench                 # full run (<= 10 min on 2 cores)
    python -m bench --quick         # development run (<= 60 s)
    python -m bench --check         # also gate on ratios within the run (bench.checks)
    python -m bench --soak --turns 20000 --users 50   # reliability soak (issue 6/6)

Every run writes ``bench/results/<YYYY-MM-DD>-<host>[-quick].json`` with the machine it ran on,
and prints a Markdown table to stdout; progress goes to stderr. The harness drives the engine
only through :meth:`hotmem.HotMem.process_turn` / :meth:`hotmem.HotMem.extract` (and the store's
public ``write_turn`` to seed synthetic memories), never through engine internals.
"""
