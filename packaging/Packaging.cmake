# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 GPU Planner contributors
# Installation layout and a Debian package via CPack (cpack -G DEB in build/).
# One reverse-DNS id names the desktop file, the AppStream metainfo, the MIME type and the icon.
set(GP_APP_ID io.github.gpuplanner.GpuPlanner)
include(GNUInstallDirs)
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
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6widgets6, libqt6charts6, libqt6sql6-sqlite, libqt6svg6, libqt6printsupport6")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)

# The licence and the third-party notices travel with the package (Debian's place for them).
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE ${CMAKE_CURRENT_LIST_DIR}/copyright
        DESTINATION ${CMAKE_INSTALL_DOCDIR})
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
include(CPack)
