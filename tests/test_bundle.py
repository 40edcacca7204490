"""The download (issue 36): what goes in (read from pyproject.toml, Babel's locales trimmed to the table's), the icons
for each system, the Linux desktop entry and install script, the release workflow; then one real build, reused by
the slow tests: unpacked outside the repository, it passes `kotatsu --smoke` in a bare environment (no Python, an
empty home), a file left out fails that run by name, and the install script puts it in the menu and takes it out."""

from __future__ import annotations

import os
import pkgutil
import re
import shutil
import stat
import subprocess
import sys
import tarfile
import time
from collections.abc import Iterator
from importlib import metadata
from pathlib import Path

import pygame
import pytest

import game
from game.rules import GAME_NAMES
from game.ui.paint import Painter
from tools import bundle, bundle_contents, icon_files
from tools.bundle_contents import Project, archive_name, data_files, game_modules, keeps, read_project

ROOT = Path(__file__).resolve().parent.parent
PROJECT = read_project()
PACKED_LIMIT = 80e6  # bytes: the aim for the archive


# ---- what goes in ---------------------------------------------------------------------------------------------
def test_the_archive_is_named_by_version_system_and_machine() -> None:
    project = Project("kotatsu", "1.2.3", (), (), ())
    assert archive_name(project, "linux-x86_64") == "kotatsu-1.2.3-linux-x86_64.tar.gz"
    assert archive_name(project, "macos-arm64") == "kotatsu-1.2.3-macos-arm64.tar.gz"
    assert archive_name(project, "windows-x86_64") == "kotatsu-1.2.3-windows-x86_64.zip"
    assert re.fullmatch(r"(linux|windows|macos)-[a-z0-9_]+", bundle_contents.platform_tag())


def test_the_data_files_are_an_installed_copys_in_the_same_places() -> None:
    files = {Path(source).relative_to(ROOT).as_posix(): folder for source, folder in data_files(PROJECT)}
    for folder in ("game/locales", "assets/fonts", "assets/images", "assets/sounds", "levels"):
        for path in (ROOT / folder).rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts:
                relative = path.relative_to(ROOT)
                assert files.get(relative.as_posix()) == relative.parent.as_posix(), relative
    assert not any(name.startswith("assets/screenshots/") for name in files)  # the README's pictures stay home
    assert not any(name.endswith(".py") for name in files)


def test_every_module_of_the_game_goes_in_even_those_loaded_by_name() -> None:
    modules = set(game_modules())
    assert modules == {"game"} | {m.name for m in pkgutil.walk_packages(game.__path__, "game.")}  # as Python finds them
    for name in GAME_NAMES:
        assert f"game.screens.{name}.scene" in modules  # the catalog imports these by name only
    assert {"game.smoke", "game.version", "game.ai.worker"} <= modules


def test_babels_locales_are_trimmed_to_the_tables_languages() -> None:
    languages = ("en", "ja")
    assert keeps("babel/locale-data/en.dat", languages) and keeps("babel/locale-data/root.dat", languages)
    assert keeps("babel\\locale-data\\ja.dat", languages)  # PyInstaller's names on Windows
    assert not keeps("babel/locale-data/fr.dat", languages) and not keeps("babel/locale-data/en_GB.dat", languages)
    assert keeps("babel/global.dat", languages) and keeps("game/locales/en.json", languages)


def test_the_written_metadata_gives_the_version(tmp_path: Path) -> None:
    folder, name = bundle_contents.write_metadata(PROJECT, tmp_path)
    assert name == f"kotatsu-{PROJECT.version}.dist-info"
    assert metadata.PathDistribution(Path(folder)).version == PROJECT.version


# ---- the icon ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name,size", [("icon", 64), ("icon_256", 256)])
def test_the_committed_icons_match_their_recipe(name: str, size: int) -> None:
    from tools import make_assets

    draw, made = make_assets.images()[name]
    assert made == (size, size)
    painter = Painter(made)
    draw(painter)
    drawn = pygame.image.tobytes(painter.result(), "RGBA")
    committed = pygame.image.tobytes(pygame.image.load(str(game.ASSETS_DIR / "images" / f"{name}.png")), "RGBA")
    assert drawn == committed, f"re-run tools/make_assets.py --images-only --image {name}"


def test_the_windows_and_macos_icons_hold_the_pngs(tmp_path: Path) -> None:
    pngs = [path.read_bytes() for path in icon_files.ICON_PNGS]
    written = icon_files.write_icons(tmp_path)
    ico = written[".ico"].read_bytes()
    assert ico[:6] == b"\0\0\1\0\2\0"  # an icon with two images
    for i, (side, png) in enumerate(zip((64, 0), pngs)):  # 0 stands for 256
        entry = ico[6 + 16 * i : 22 + 16 * i]
        size, offset = int.from_bytes(entry[8:12], "little"), int.from_bytes(entry[12:16], "little")
        assert entry[0] == entry[1] == side and ico[offset : offset + size] == png
    icns = written[".icns"].read_bytes()
    assert icns[:4] == b"icns" and int.from_bytes(icns[4:8], "big") == len(icns)
    assert icns[8:12] == b"icp6" and icns[16 : 16 + len(pngs[0])] == pngs[0]
    assert b"ic08" + (8 + len(pngs[1])).to_bytes(4, "big") + pngs[1] in icns
    with pytest.raises(ValueError, match="square"):
        icon_files.ico([pngs[0][:16] + (64).to_bytes(4, "big") + (32).to_bytes(4, "big") + pngs[0][24:]])


# ---- Linux: the desktop entry and the install script -----------------------------------------------------------
def desktop_entry(text: str) -> dict[str, str]:
    lines = [line for line in text.splitlines() if line and not line.startswith("#")]
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:])


def test_the_desktop_entry_names_the_table_its_icon_and_its_window() -> None:
    entry = desktop_entry((ROOT / "packaging" / "kotatsu.desktop").read_text(encoding="utf-8"))
    assert entry["Type"] == "Application" and entry["Name"] == "Kotatsu" and entry["Terminal"] == "false"
    assert entry["Exec"] == "kotatsu" and entry["Icon"] == "kotatsu"  # made absolute by install.sh
    assert "Game" in entry["Categories"].split(";")
    assert entry["StartupWMClass"] == "kotatsu"  # SDL names the window's class after the program: one icon


def test_the_install_script_is_plain_sh() -> None:
    script = ROOT / "packaging" / "install.sh"
    assert os.access(script, os.X_OK)
    assert subprocess.run(["sh", "-n", str(script)], capture_output=True).returncode == 0


# ---- the release workflow ---------------------------------------------------------------------------------------
def test_the_release_workflow_builds_and_checks_on_three_systems_with_what_runs_here() -> None:
    text = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert re.search(r"tags:\s*\[\s*\"v\*\"\s*\]", text)
    for runner in ("ubuntu-", "windows-", "macos-"):
        assert runner in text
    commands = re.findall(r"run: python (tools/\S+\.py)([^\n]*)", text)
    assert ("tools/bundle.py", " --check") in commands
    for tool, args in commands:
        assert (ROOT / tool).is_file(), tool
        if tool == "tools/bundle.py":
            bundle.parser().parse_args(args.split())  # flags the tool knows (a wrong one exits)
    assert 'pip install ".[bundle]"' in text and "gh release upload" in text


# ---- one real build -------------------------------------------------------------------------------------------
@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> bundle.Built:
    """The download, built once for every test below (about half a minute on two cores)."""
    problem = bundle.pyinstaller_problem()
    if problem:
        pytest.skip(problem)
    work = tmp_path_factory.mktemp("bundle-work")
    result = bundle.build(tmp_path_factory.mktemp("bundle-out"), work, quiet=True)
    shutil.rmtree(work / "build", ignore_errors=True)
    return result


@pytest.fixture
def unpacked(built: bundle.Built, tmp_path: Path) -> Iterator[Path]:
    """The archive unpacked into a fresh folder outside the repository; the program in it."""
    program = bundle.unpack(built.archive, tmp_path / "unpacked")
    assert ROOT not in program.parents
    yield program


@pytest.mark.slow
def test_the_archive_holds_the_program_its_data_and_nothing_of_the_checkouts(built: bundle.Built) -> None:
    assert built.archive.name == archive_name(PROJECT)
    assert built.archive.stat().st_size < PACKED_LIMIT
    with tarfile.open(built.archive) as tar:
        members = {m.name: m for m in tar.getmembers()}
    program = members["kotatsu/kotatsu"]
    assert program.isfile() and program.mode & stat.S_IXUSR
    for name in ("kotatsu.desktop", "install.sh", "kotatsu.png", f"_internal/kotatsu-{PROJECT.version}.dist-info"):
        assert f"kotatsu/{name}" in members, name
    assert members["kotatsu/install.sh"].mode & stat.S_IXUSR
    for name in GAME_NAMES:
        assert f"kotatsu/_internal/game/locales/{name}/help.ja.json" in members
        assert f"kotatsu/_internal/assets/images/tile_{name}.png" in members
    assert "kotatsu/_internal/budoux/models/ja.json" in members
    assert not [n for n in members if "/tests/" in n or "/tools/" in n or "screenshots" in n or n.endswith(".py")]
    locales = {Path(n).name for n in members if "/babel/locale-data/" in n}
    assert locales == {"en.dat", "ja.dat", "root.dat"}
    print(f"{built.archive.name}: {built.archive.stat().st_size / 1e6:.1f} MB, {built.unpacked / 1e6:.1f} MB unpacked")


@pytest.mark.slow
def test_every_module_of_the_game_is_inside_the_program(unpacked: Path) -> None:
    from PyInstaller.archive.readers import CArchiveReader

    modules = set(CArchiveReader(str(unpacked)).open_embedded_archive("PYZ.pyz").toc)
    assert set(game_modules()) - modules == set()
    assert "numpy" not in modules and not any(m.startswith(("tests", "tools", "pytest")) for m in modules)


@pytest.mark.slow
def test_the_download_passes_its_smoke_run_in_a_bare_environment(unpacked: Path, tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    version = bundle.run_bare(unpacked, ["--version"], home)
    assert (version.code, version.output) == (0, f"kotatsu {PROJECT.version}\n")
    smoke = bundle.run_bare(unpacked, ["--smoke"], home)
    print(smoke.output)
    assert smoke.code == 0, smoke.output
    assert re.search(r"^smoke: all \d+ checks passed", smoke.output, re.M)
    for name in GAME_NAMES:
        assert f"  ok      {name}: menu tile, setup" in smoke.output
    assert "in its search process" in smoke.output  # the frozen program started again as the worker, and answered
    assert f"saves in {home}/.local/share/kotatsu" in smoke.output  # where they go today (platformdirs)
    assert not any(home.iterdir())  # the smoke run itself wrote there nothing


@pytest.mark.slow
def test_a_file_left_out_of_the_download_fails_its_smoke_run_by_name(unpacked: Path, tmp_path: Path) -> None:
    gone = sorted((unpacked.parent / "_internal" / "assets" / "images").glob("tile_*.png"))[0]
    gone.unlink()
    home = tmp_path / "home"
    home.mkdir()
    smoke = bundle.run_bare(unpacked, ["--smoke"], home)
    assert smoke.code == 1
    assert "FAILED" in smoke.output and gone.name in smoke.output, smoke.output


@pytest.mark.slow
def test_the_install_script_puts_the_table_in_the_menu_and_takes_it_out(unpacked: Path, tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin"}
    done = subprocess.run(["sh", str(unpacked.parent / "install.sh")], env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    installed = home / ".local" / "lib" / "kotatsu" / "kotatsu"
    entry = desktop_entry((home / ".local" / "share" / "applications" / "kotatsu.desktop").read_text("utf-8"))
    assert entry["Exec"] == f'"{installed}"' and Path(entry["Icon"]).is_file()
    command = home / ".local" / "bin" / "kotatsu"
    version = subprocess.run([str(command), "--version"], env=env, capture_output=True, text=True)
    assert version.stdout == f"kotatsu {PROJECT.version}\n"
    done = subprocess.run(["sh", str(installed.parent / "install.sh"), "--uninstall"], env=env, capture_output=True)
    assert done.returncode == 0
    assert not installed.parent.exists() and not command.exists()
    assert not any((home / ".local" / "share").rglob("*.desktop"))


@pytest.mark.slow
@pytest.mark.skipif(sys.platform != "linux", reason="the process name is Linux's /proc")
def test_the_programs_process_is_named_kotatsu(unpacked: Path, tmp_path: Path) -> None:
    env = {"HOME": str(tmp_path), "PATH": "/usr/bin:/bin", "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    process = subprocess.Popen([str(unpacked)], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(500):  # Popen may return before the child has run its exec (vfork)
            if Path(f"/proc/{process.pid}/cmdline").read_bytes():
                break
            time.sleep(0.01)
        assert Path(f"/proc/{process.pid}/comm").read_text().strip() == "kotatsu"
    finally:
        process.terminate()
        process.wait(10)
