"""The benchmarks keep this machine's copies of their logs (`tdapp.storage.snapshots`) in a scratch folder.

Without it every run left hundreds of megabytes of copies of its temporary
databases in the user's data folder. Imported for its effect, before a desk
is opened; the folder goes when the benchmark ends.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile

if "TDAPP_DATA_DIR" not in os.environ:
    folder = tempfile.mkdtemp(prefix="tdapp-bench-data-")
    os.environ["TDAPP_DATA_DIR"] = folder
    atexit.register(shutil.rmtree, folder, True)
