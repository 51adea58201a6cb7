"""One command to build the executable.

    python -m build_exe              # one file:   dist/bluffbox (dist/bluffbox.exe on Windows)
    python -m build_exe --onedir     # one folder: dist/bluffbox-dir/bluffbox, for debugging
    python -m build_exe --both

Needs the ``package`` extra (``pip install ".[package]"``). Each mode keeps its
own work folder under build/ so switching modes does not rebuild from scratch.
"""
from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "bluffbox.spec"
EXE_SUFFIX = ".exe" if sys.platform == "win32" else ""


def output_path(mode: str, dist: Path) -> Path:
    """The executable a build of ``mode`` ("onefile" or "onedir") produces."""
    if mode == "onefile":
        return dist / f"bluffbox{EXE_SUFFIX}"
    return dist / "bluffbox-dir" / f"bluffbox{EXE_SUFFIX}"


def build(mode: str, dist: Path | None = None, work: Path | None = None,
          quiet: bool = True) -> Path:
    """Run PyInstaller on the spec; return the built executable's path.

    Raises RuntimeError with PyInstaller's last output lines when the build fails.
    """
    if mode not in ("onefile", "onedir"):
        raise ValueError(f"mode must be 'onefile' or 'onedir', not {mode!r}")
    dist = Path(dist) if dist else ROOT / "dist"
    work = Path(work) if work else ROOT / "build" / mode
    cmd = [sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm",
           "--distpath", str(dist), "--workpath", str(work),
           "--log-level", "WARN" if quiet else "INFO", "--", f"--{mode}"]
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=quiet, text=True)
    if proc.returncode != 0:
        tail = "\n".join((proc.stderr or "").splitlines()[-30:])
        raise RuntimeError(f"PyInstaller failed ({proc.returncode}):\n{tail}")
    out = output_path(mode, dist)
    if not out.exists():
        raise RuntimeError(f"PyInstaller finished but {out} is missing")
    return out


def tree_size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m build_exe", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--onefile", dest="modes", action="store_const", const=["onefile"])
    group.add_argument("--onedir", dest="modes", action="store_const", const=["onedir"])
    group.add_argument("--both", dest="modes", action="store_const",
                       const=["onefile", "onedir"])
    parser.add_argument("--verbose", action="store_true", help="show PyInstaller's log")
    args = parser.parse_args(argv)
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print("PyInstaller is not installed: pip install \".[package]\"", file=sys.stderr)
        return 2
    for mode in args.modes or ["onefile"]:
        start = time.perf_counter()
        try:
            out = build(mode, quiet=not args.verbose)
        except RuntimeError as exc:
            print(exc, file=sys.stderr)
            return 1
        size = tree_size(out if mode == "onefile" else out.parent)
        print(f"{mode}: {out.relative_to(ROOT)}  {size / 1e6:.1f} MB  "
              f"built in {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
