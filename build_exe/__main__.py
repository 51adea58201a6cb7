import sys

from build_exe.build import main

sys.exit(main())
