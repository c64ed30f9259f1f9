# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 GPU Planner contributors
# Installation layout and a Debian package via CPack (cpack -G DEB in build/).
# One reverse-DNS id names the desktop file, the AppStream metainfo, the MIME type and the icon.
set(GP_APP_ID io.github.gpuplanner.GpuPlanner)
include(GNUInstallDirs)
# `make install` and cpack package what is built and never start a build of everything (tests, benchmarks)
# first: the packaging test (tests/packaging) stays fast, and a missing program fails the install loudly.
set(CMAKE_SKIP_INSTALL_ALL_DEPENDENCY ON)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/${GP_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/${GP_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/${GP_APP_ID}.mime.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages
        RENAME ${GP_APP_ID}.xml)
install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/gpu-planner.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps RENAME ${GP_APP_ID}.svg)

set(CPACK_PACKAGE_NAME gpu-planner)
set(CPACK_PACKAGE_VENDOR "GPU Planner")
set(CPACK_PACKAGE_CONTACT "GPU Planner developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
set(CPACK_GENERATOR DEB)
# The libraries the program links are found by dpkg-shlibdeps (with their minimum versions); the plugins Qt
# loads at run time are not linked, so they are named here: the SQLite driver (the catalog), the SVG icon
# engine and image reader (the icons), and the platform plugins (xcb, offscreen) in libqt6gui6.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite, libqt6svg6, libqt6gui6")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-wayland")
set(CPACK_DEBIAN_PACKAGE_SECTION science)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://github.com/gpuplanner/gpu-planner")
set(CPACK_PACKAGE_DESCRIPTION "GPU Planner sizes, times and costs GPU infrastructure for AI projects: memory per
GPU, training time, inference throughput and cost per result, from a catalog of GPUs, networks, models and
prices that names the source and date of every figure. A manual (Help), examples and a headless command
line (gpu-planner --help) are included.")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)

# The licence and the third-party notices travel with the package (Debian's place for them).
# /usr/share/doc/<package>, the package's name (GNUInstallDirs' DOCDIR would use the project's, GpuPlanner).
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE ${CMAKE_CURRENT_LIST_DIR}/copyright
        DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/gpu-planner)
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
include(CPack)
