# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 GPU Planner contributors
# Every source file names its licence (SPDX), LICENSE is the GPL 3 text, and the AppStream metainfo says
# the same licence: a file added without the header, or a metainfo edited back, fails the suite.
file(GLOB_RECURSE sources
     ${GP_ROOT}/app/*.cpp ${GP_ROOT}/app/*.h ${GP_ROOT}/models/*.cpp ${GP_ROOT}/models/*.h
     ${GP_ROOT}/views/*.cpp ${GP_ROOT}/views/*.h ${GP_ROOT}/tests/*.cpp ${GP_ROOT}/tests/*.h
     ${GP_ROOT}/bench/*.cpp ${GP_ROOT}/bench/*.h ${GP_ROOT}/*CMakeLists.txt ${GP_ROOT}/*.cmake)
set(missing "")
foreach(f IN LISTS sources)
  if(f MATCHES "/build[^/]*/")
    continue()
  endif()
  file(STRINGS ${f} head LIMIT_COUNT 4)
  string(FIND "${head}" "SPDX-License-Identifier: GPL-3.0-or-later" at)
  if(at EQUAL -1)
    list(APPEND missing ${f})
  endif()
endforeach()
if(missing)
  list(JOIN missing "\n  " text)
  message(FATAL_ERROR "no 'SPDX-License-Identifier: GPL-3.0-or-later' in the first lines of:\n  ${text}")
endif()
file(STRINGS ${GP_ROOT}/LICENSE licence LIMIT_COUNT 2)
if(NOT licence MATCHES "GNU GENERAL PUBLIC LICENSE.*Version 3")
  message(FATAL_ERROR "LICENSE is not the GNU GPL version 3 text")
endif()
file(READ ${GP_ROOT}/packaging/io.github.gpuplanner.GpuPlanner.metainfo.xml metainfo)
if(NOT metainfo MATCHES "<project_license>GPL-3.0-or-later</project_license>")
  message(FATAL_ERROR "the metainfo's project_license is not GPL-3.0-or-later")
endif()
list(LENGTH sources n)
message(STATUS "${n} source files carry the GPL-3.0-or-later SPDX header")
