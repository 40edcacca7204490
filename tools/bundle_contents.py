"""What the download holds, for packaging/kotatsu.spec (PyInstaller runs it) and tools/bundle.py.

The bundle keeps the data where an installed copy has it, beside the `game` package: `game/locales/...`,
`assets/...`, `levels/...`, so game/__init__.py, game/core/i18n.py and game/rules/level_data.py find them the same
way. Which files travel is read from pyproject.toml (the packages it finds and its package data), so a new game's
folders need no edit here either; every module of `game` goes in (the table imports games, their screens and their
computer players by name, which PyInstaller cannot follow). A `kotatsu` dist-info is written from pyproject.toml for
`kotatsu --version` (game/version.py), since PyInstaller leaves out the package metadata."""

from __future__ import annotations

import fnmatch
import platform
import shutil
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path, PurePath

ROOT = Path(__file__).resolve().parent.parent
ENTRY = ROOT / "packaging" / "launch.py"
# Left out: pygame's optional array modules need numpy, which the table never uses; msgspec's YAML support and Tk
# are never imported either. Build machines may have them installed.
EXCLUDES = ("numpy", "tkinter", "yaml")
# Libraries whose data files no PyInstaller hook collects: BudouX's phrase models (the Japanese line breaks).
LIBRARY_DATA = ("budoux",)
BABEL_LOCALE_DATA = ("babel", "locale-data")
BABEL_KEPT = ("root",)  # the CLDR root every locale falls back to; the table's own languages are kept beside it
OS_NAMES = {"linux": "linux", "win32": "windows", "darwin": "macos"}
ARCH_NAMES = {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}


@dataclass(frozen=True)
class Project:
    """The project as pyproject.toml describes it."""

    name: str
    version: str
    top_folders: tuple[str, ...]  # the packages found: game and the data-only assets and levels
    left_out: tuple[str, ...]  # folders the package finder excludes (the README's screenshots), as paths
    data_patterns: tuple[str, ...]  # the package data's file patterns


def read_project(root: Path = ROOT) -> Project:
    """Read the name, version and package layout from pyproject.toml."""
    config = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    setuptools = config["tool"]["setuptools"]
    finder = setuptools["packages"]["find"]
    return Project(
        name=config["project"]["name"],
        version=config["project"]["version"],
        top_folders=tuple(pattern.rstrip("*") for pattern in finder["include"]),
        left_out=tuple(name.replace(".", "/") for name in finder.get("exclude", ())),
        data_patterns=tuple(setuptools["package-data"]["*"]),
    )


def platform_tag() -> str:
    """This machine as the archive's name says it: `linux-x86_64`, `windows-x86_64`, `macos-arm64`."""
    system = OS_NAMES.get(sys.platform, sys.platform)
    machine = platform.machine().lower()
    return f"{system}-{ARCH_NAMES.get(machine, machine)}"


def archive_name(project: Project, tag: str | None = None) -> str:
    """`kotatsu-<version>-<os>-<arch>.tar.gz`, a `.zip` on Windows."""
    tag = tag or platform_tag()
    suffix = ".zip" if tag.startswith("windows-") else ".tar.gz"
    return f"{project.name}-{project.version}-{tag}{suffix}"


def data_files(project: Project, root: Path = ROOT) -> list[tuple[str, str]]:
    """(source file, folder in the bundle) for every package data file an installed copy holds."""
    found: list[tuple[str, str]] = []
    for top in project.top_folders:
        for path in sorted((root / top).rglob("*")):
            relative = path.relative_to(root)
            if not path.is_file() or "__pycache__" in relative.parts:
                continue
            if any(relative.as_posix().startswith(f"{folder}/") for folder in project.left_out):
                continue
            if any(fnmatch.fnmatch(path.name, pattern) for pattern in project.data_patterns):
                found.append((str(path), relative.parent.as_posix()))
    return found


def game_modules(root: Path = ROOT) -> list[str]:
    """Every module of the `game` package, by its dotted name."""
    names = []
    for path in sorted((root / "game").rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def keeps(destination: str, languages: tuple[str, ...]) -> bool:
    """Whether a collected data file stays in the bundle: of Babel's 1,000 CLDR locales (35 MB) only the table's
    languages and the root they fall back to (the plural rules are all the table reads)."""
    parts = PurePath(destination.replace("\\", "/")).parts
    if parts[:2] != BABEL_LOCALE_DATA or len(parts) != 3:
        return True
    return PurePath(parts[2]).stem in BABEL_KEPT + languages


def write_metadata(project: Project, out_dir: Path) -> tuple[str, str]:
    """A minimal `<name>-<version>.dist-info` for importlib.metadata; (its folder, its folder in the bundle)."""
    folder = out_dir / f"{project.name}-{project.version}.dist-info"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {project.name}\nVersion: {project.version}\n", encoding="utf-8"
    )
    return str(folder), folder.name


@dataclass(frozen=True)
class Plan:
    """Everything packaging/kotatsu.spec hands to PyInstaller."""

    project: Project
    entry: str
    datas: list[tuple[str, str]]
    hidden_imports: list[str]
    excludes: list[str]
    languages: tuple[str, ...]
    icon: str | None  # the .ico (Windows) or .icns (macOS); Linux programs carry no icon of their own
    console: bool  # Windows and macOS: no terminal window behind the table
    app_bundle: bool  # macOS: a Kotatsu.app
    # Linux: the debugging symbols off the libraries (libpython alone is 23 MB with them, 5 without); macOS keeps
    # them, as stripping would break the libraries' signatures, and Windows' have none in them
    strip: bool


def plan(work: Path, root: Path = ROOT) -> Plan:
    """What goes into the bundle; writes the generated parts (the metadata, the icons) under `work`."""
    from PyInstaller.utils.hooks import collect_data_files

    from game.core.i18n import LANGUAGES
    from tools.icon_files import write_icons

    project = read_project(root)
    metadata = write_metadata(project, work / "metadata")
    icons = write_icons(work / "icons")
    windows, macos = sys.platform == "win32", sys.platform == "darwin"
    return Plan(
        project=project,
        entry=str(ENTRY),
        datas=data_files(project, root) + [metadata] + [d for lib in LIBRARY_DATA for d in collect_data_files(lib)],
        hidden_imports=game_modules(root),
        excludes=list(EXCLUDES),
        languages=LANGUAGES,
        icon=str(icons[".ico"]) if windows else str(icons[".icns"]) if macos else None,
        console=not (windows or macos),
        app_bundle=macos,
        strip=sys.platform.startswith("linux") and shutil.which("strip") is not None,
    )
