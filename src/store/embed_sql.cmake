# Turns db/NNN_name.sql into a C++ source holding each migration as a raw
# string literal, so the installed binary never reads the source tree.
# Run at build time: cmake -DOUTPUT=file.cpp -DSQL_FILES="a.sql;b.sql" -P embed_sql.cmake
set(body "")
set(expected 1)
foreach(sql IN LISTS SQL_FILES)
  get_filename_component(name ${sql} NAME)
  if(NOT name MATCHES "^([0-9][0-9][0-9])_.*\\.sql$")
    message(FATAL_ERROR "migration file must be named NNN_name.sql: ${sql}")
  endif()
  math(EXPR version "${CMAKE_MATCH_1}")
  if(NOT version EQUAL expected)
    message(FATAL_ERROR "migrations must be numbered 001, 002, ... without gaps: ${name}")
  endif()
  math(EXPR expected "${expected} + 1")
  file(READ ${sql} text)
  string(FIND "${text}" ")flipside_sql\"" clash)
  if(NOT clash EQUAL -1)
    message(FATAL_ERROR "${name} contains the raw string delimiter")
  endif()
  string(APPEND body "    {${version}, \"${name}\", R\"flipside_sql(${text})flipside_sql\"},\n")
endforeach()
file(WRITE ${OUTPUT}.tmp
"// Generated from db/*.sql by src/store/embed_sql.cmake. Do not edit.
#include \"store/migrations.hpp\"

namespace flipside::store {
namespace {
constexpr Migration kEmbedded[] = {
${body}};
}  // namespace

std::span<const Migration> migrations() { return kEmbedded; }

}  // namespace flipside::store
")
# Only touch the output when it changed, so an unchanged schema rebuilds nothing.
execute_process(COMMAND ${CMAKE_COMMAND} -E copy_if_different ${OUTPUT}.tmp ${OUTPUT})
file(REMOVE ${OUTPUT}.tmp)
