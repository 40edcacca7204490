"""The download: `python3 tools/bundle.py [--out DIR] [--check]`.

Builds the table with PyInstaller (packaging/kotatsu.spec; one folder, which starts faster than one file and which
antivirus tools flag less) into `dist/kotatsu-<version>-<os>-<arch>.tar.gz` (a `.zip` on Windows): a `kotatsu`
program that needs no Python, with the icon, and on Linux a desktop entry and an install script beside it (on macOS
the archive holds Kotatsu.app). `--check` then unpacks the archive into a fresh folder outside the repository and
runs `kotatsu --version` and `kotatsu --smoke` there with an empty environment (as `env -i` would: an empty HOME,
PATH only the system's), so a data file or a module the build left out fails it. The release workflow
(.github/workflows/release.yml) runs exactly this on Linux, Windows and macOS."""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.bundle_contents import archive_name, read_project  # noqa: E402 (after the path is set)

SPEC = ROOT / "packaging" / "kotatsu.spec"
LINUX_EXTRAS = (  # beside the program in the Linux folder: (source, name in the folder)
    (ROOT / "packaging" / "kotatsu.desktop", "kotatsu.desktop"),
    (ROOT / "packaging" / "install.sh", "install.sh"),
    (ROOT / "assets" / "images" / "icon_256.png", "kotatsu.png"),
)
SMOKE_SECONDS = 300  # far more than it takes (about 10 s); a hung smoke run must still end


class BundleError(Exception):
    """The build or its check failed; the message says what, in words."""


@dataclass(frozen=True)
class Built:
    """A built download: its archive, and the bytes it takes unpacked."""

    archive: Path
    unpacked: int


@dataclass(frozen=True)
class Result:
    """A program run: its exit code and what it printed."""

    code: int
    output: str


def pyinstaller_problem() -> str | None:
    """Why PyInstaller cannot run here (not installed, or a Python without its shared library), else None."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        return "PyInstaller is not installed (python3 -m pip install -e '.[test]' installs it)"
    import sysconfig

    if sys.platform.startswith("linux") and not sysconfig.get_config_var("Py_ENABLE_SHARED"):
        return "this Python was built without its shared library (libpython), which PyInstaller needs"
    return None


def build(out_dir: Path, work: Path, *, quiet: bool = False) -> Built:
    """Build the bundle with PyInstaller in `work` and pack it into `out_dir`."""
    problem = pyinstaller_problem()
    if problem:
        raise BundleError(problem)
    dist = work / "dist"
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--distpath", str(dist)]
    command += ["--workpath", str(work / "build"), "--log-level", "WARN" if quiet else "INFO", str(SPEC)]
    done = subprocess.run(command, cwd=ROOT, capture_output=quiet, text=True)
    if done.returncode != 0:
        raise BundleError(f"PyInstaller failed (exit {done.returncode}):\n{(done.stderr or '')[-3000:]}")
    if sys.platform == "darwin":
        top = dist / "Kotatsu.app"
    else:
        top = dist / "kotatsu"
        if sys.platform.startswith("linux"):
            for source, name in LINUX_EXTRAS:
                shutil.copy2(source, top / name)
    return Built(pack(top, out_dir / archive_name(read_project())), folder_size(top))


def pack(folder: Path, archive: Path) -> Path:
    """`folder` (and all in it, as one top folder) into a .zip or .tar.gz, by the archive's name."""
    archive.parent.mkdir(parents=True, exist_ok=True)
    if archive.suffix == ".zip":
        with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
            for path in sorted(folder.rglob("*")):
                z.write(path, path.relative_to(folder.parent))
    else:
        with tarfile.open(archive, "w:gz", compresslevel=6) as tar:  # level 9 packs 1 % smaller, twice as slowly
            tar.add(folder, arcname=folder.name)
    return archive


def unpack(archive: Path, dest: Path) -> Path:
    """Unpack the archive into `dest`; the `kotatsu` program in it."""
    dest.mkdir(parents=True, exist_ok=True)
    if archive.suffix == ".zip":
        with zipfile.ZipFile(archive) as z:
            z.extractall(dest)
    else:
        with tarfile.open(archive) as tar:
            tar.extractall(dest, filter="tar")  # keeps the program's executable bit and the .app's links
    for program in (dest / "kotatsu" / "kotatsu", dest / "kotatsu" / "kotatsu.exe"):
        if program.is_file():
            return program
    app = dest / "Kotatsu.app" / "Contents" / "MacOS" / "kotatsu"
    if app.is_file():
        return app
    raise BundleError(f"{archive.name} holds no kotatsu program (looked in {dest})")


def bare_environment(home: Path) -> dict[str, str]:
    """An environment with nothing of this one's in it (no Python, no virtual environment, an empty home), as a
    family's machine has: `env -i HOME=<home> PATH=/usr/bin:/bin` on Linux and macOS; Windows' own minimum."""
    if sys.platform == "win32":
        system_root = os.environ.get("SYSTEMROOT", r"C:\Windows")
        (home / "AppData" / "Local" / "Temp").mkdir(parents=True, exist_ok=True)
        return {
            "SYSTEMROOT": system_root,
            "PATH": rf"{system_root}\System32;{system_root}",
            "USERPROFILE": str(home),
            "APPDATA": str(home / "AppData" / "Roaming"),
            "LOCALAPPDATA": str(home / "AppData" / "Local"),
            "TEMP": str(home / "AppData" / "Local" / "Temp"),
            "TMP": str(home / "AppData" / "Local" / "Temp"),
            # A program without a console has nowhere to print: the smoke run writes its report here as well.
            "KOTATSU_HOME": str(home / "kotatsu"),
        }
    return {"HOME": str(home), "PATH": "/usr/bin:/bin"}


def run_bare(program: Path, args: list[str], home: Path, timeout: float = SMOKE_SECONDS) -> Result:
    """Run the unpacked program in a bare environment (its own folder as the working one); its code and output."""
    env = bare_environment(home)
    try:
        done = subprocess.run(
            [str(program), *args], cwd=program.parent, env=env, capture_output=True, text=True, timeout=timeout
        )
    except subprocess.TimeoutExpired as exc:
        said = "".join(part.decode() if isinstance(part, bytes) else part or "" for part in (exc.stdout, exc.stderr))
        return Result(124, f"{said}\n{program.name} {' '.join(args)}: still running after {timeout} s, stopped")
    output = done.stdout + done.stderr
    report = Path(env.get("KOTATSU_HOME", home / "none")) / "smoke.txt"
    if not done.stdout.strip() and report.is_file():  # a windowed program's report (see bare_environment)
        output = report.read_text(encoding="utf-8") + done.stderr
    return Result(done.returncode, output)


def check(archive: Path) -> Result:
    """Unpack `archive` into a fresh temporary folder and run `--version` and `--smoke` there, bare."""
    with tempfile.TemporaryDirectory(prefix="kotatsu-bundle-check-") as temp:
        program = unpack(archive, Path(temp) / "unpacked")
        home = Path(temp) / "home"
        home.mkdir()
        version = run_bare(program, ["--version"], home)
        if version.code != 0:
            return Result(version.code, f"kotatsu --version failed:\n{version.output}")
        smoke = run_bare(program, ["--smoke"], home)
        return Result(smoke.code, version.output + smoke.output)


def folder_size(folder: Path) -> int:
    """Bytes of every file under `folder` (links not followed)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def parser() -> argparse.ArgumentParser:
    """The command line (the release workflow's flags are checked against it)."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, default=ROOT / "dist", help="where the archive goes (default: dist/)")
    p.add_argument("--check", action="store_true", help="then unpack it elsewhere and smoke-test it, bare")
    p.add_argument("--quiet", action="store_true", help="PyInstaller's warnings only")
    return p


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    args = parser().parse_args(argv)
    started = time.perf_counter()
    try:
        with tempfile.TemporaryDirectory(prefix="kotatsu-bundle-") as work:
            built = build(args.out.resolve(), Path(work), quiet=args.quiet)
    except BundleError as exc:
        print(f"bundle: {exc}", file=sys.stderr)
        return 1
    print(
        f"{built.archive}: {built.archive.stat().st_size / 1e6:.1f} MB packed, {built.unpacked / 1e6:.1f} MB "
        f"unpacked, built in {time.perf_counter() - started:.0f} s"
    )
    if not args.check:
        return 0
    result = check(built.archive)
    print(result.output, end="" if result.output.endswith("\n") else "\n")
    print("bundle check: " + ("passed" if result.code == 0 else f"FAILED (exit {result.code})"))
    return 0 if result.code == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
