"""Start or stop the benchmark's throwaway PostgreSQL cluster (same helper as the test suite).

    python bench/cluster.py start STATE.json   # prints the database URL
    python bench/cluster.py stop STATE.json
"""

from __future__ import annotations

import json
import sys
from dataclasses import asdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.pgcluster import Cluster, start_cluster  # noqa: E402


def main(action: str, state_file: str) -> None:
    state = Path(state_file)
    if action == "start":
        cluster = start_cluster()
        data = {k: str(v) if isinstance(v, Path) else v for k, v in asdict(cluster).items()}
        state.write_text(json.dumps(data))
        print(cluster.url)
    elif action == "stop":
        data = json.loads(state.read_text())
        Cluster(datadir=Path(data["datadir"]), port=data["port"], bindir=Path(data["bindir"]),
                as_user=data["as_user"]).stop()
        state.unlink()
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(*sys.argv[1:3])
