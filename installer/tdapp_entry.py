"""Entry point of the bundled application (PyInstaller runs this file)."""

import sys

from tdapp.cli.main import main

if __name__ == "__main__":
    sys.exit(main())
