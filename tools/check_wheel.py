"""The wheel, as a family with Python would install it: `python3 tools/check_wheel.py [--pipx]`.

Builds the table's wheel (`pip wheel --no-deps`), installs it into a fresh virtual environment outside the repository
(pip fetches pygame-ce, pymunk and the rest, or takes them from its cache), and runs that environment's `kotatsu
--version` and `kotatsu --smoke` from an empty folder with a bare environment. `--pipx` does the same through
`pipx install` (pipx must be on PATH). Not part of the test suite: it needs the package index or a warm cache and
takes a minute; the suite checks the wheel's contents and entry point (tests/test_packaging.py) and runs the same
smoke from a checkout (tests/test_smoke.py) and from the download (tests/test_bundle.py)."""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BARE_PATH = "/usr/bin:/bin"


def run(
    command: list[str], cwd: Path | None = None, env: dict[str, str] | None = None, timeout: float | None = None
) -> subprocess.CompletedProcess[str]:
    """Run a command, saying it first; its output is captured."""
    print("+", " ".join(command), flush=True)
    return subprocess.run(command, cwd=cwd, env=env, timeout=timeout, capture_output=True, text=True)


def build_wheel(out: Path) -> Path:
    """The table's wheel, built into `out`."""
    done = run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(ROOT)])
    if done.returncode != 0:
        raise SystemExit(f"cannot build the wheel:\n{done.stderr}")
    return next(out.glob("kotatsu-*.whl"))


def try_program(program: Path, temp: Path) -> bool:
    """`kotatsu --version` and `--smoke` from an empty folder, bare; True when both pass."""
    home = temp / "home"
    home.mkdir(exist_ok=True)
    env = {"HOME": str(home), "PATH": BARE_PATH}
    for args in (["--version"], ["--smoke"]):
        done = run([str(program), *args], cwd=home, env=env, timeout=300)
        print(done.stdout + done.stderr, end="")
        if done.returncode != 0:
            print(f"{program.name} {' '.join(args)}: exit {done.returncode}")
            return False
    return True


def with_venv(wheel: Path, temp: Path) -> bool:
    """Install the wheel into a fresh virtual environment and try its `kotatsu`."""
    venv = temp / "venv"
    install = [str(venv / "bin" / "python"), "-m", "pip", "install", "-q", str(wheel)]
    for command in ([sys.executable, "-m", "venv", str(venv)], install):
        done = run(command)
        if done.returncode != 0:
            print(done.stdout + done.stderr)
            return False
    return try_program(venv / "bin" / "kotatsu", temp)


def with_pipx(wheel: Path, temp: Path) -> bool:
    """`pipx install` the wheel into a home of its own and try the `kotatsu` it puts on the path."""
    pipx = shutil.which("pipx")
    if pipx is None:
        print("pipx is not on PATH (python3 -m pip install pipx)")
        return False
    env = {
        "HOME": str(temp / "pipx-home"),
        "PATH": BARE_PATH,
        "PIPX_HOME": str(temp / "pipx"),
        "PIPX_BIN_DIR": str(temp / "pipx-bin"),
    }
    done = run([pipx, "install", str(wheel)], env=env)
    print(done.stdout + done.stderr, end="")
    return done.returncode == 0 and try_program(temp / "pipx-bin" / "kotatsu", temp)


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pipx", action="store_true", help="also install it with pipx")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="kotatsu-wheel-") as name:
        temp = Path(name)
        wheel = build_wheel(temp / "wheel")
        ok = with_venv(wheel, temp)
        if ok and args.pipx:
            ok = with_pipx(wheel, temp)
    print("wheel check: " + ("passed" if ok else "FAILED"))
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
