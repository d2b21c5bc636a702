# The Debian package (`scripts/dev.sh package`, README "Install the
# package"): CPack's DEB generator, included from the top-level
# CMakeLists.txt (CPack reads these variables in that scope). Run-time
# dependencies come from the binary (dpkg-shlibdeps, dpkg-dev) plus what it
# loads at run time (below); the version is project()'s.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME flipside)
set(CPACK_PACKAGE_VENDOR "The FlipSide developers")
set(CPACK_PACKAGE_CONTACT "The FlipSide developers <hello@flipside.games>")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "scorekeeper and referee for card games at a real table")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # flipside_VERSION_ARCH.deb
set(CPACK_DEBIAN_PACKAGE_RELEASE "")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://flipside.games/")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "The FlipSide developers <hello@flipside.games>")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# What the binary loads at run time that dpkg-shlibdeps cannot see in it:
# the font the app draws with, and libGL.so.1, which SDL opens itself
# (dlopen) to make the window's OpenGL context (libgl1 brings Mesa's GLX,
# and through it the software renderer for machines without a GPU driver).
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core, libgl1")
# Installed-Size counted right (CPack counts the /usr/bin link's target twice).
set(CPACK_POST_BUILD_SCRIPTS ${CMAKE_CURRENT_LIST_DIR}/installed_size.cmake)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)
# The long description (the summary above is its first line): CPack indents its lines and
# turns the empty line into deb-control(5)'s " ." paragraph break.
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION "FlipSide sits beside a real table while Flip 7, Flinch, Phase 10 Flip or
UNO Flip is played. As cards are flipped or played, someone taps them in;
FlipSide checks each entry against the rules (a Flip 7 bust, a Flinch that
can be called, a Phase that is not valid, a UNO card that does not match),
keeps the totals and stores every game in an SQLite file, so the table can
review past games, statistics, leaderboards and records.

Made for touch screens, in English and Spanish. The flipside command also
replays, imports and exports game scripts and prints statistics.")
include(CPack)
