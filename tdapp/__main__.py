from tdapp.cli.main import main

raise SystemExit(main())
