# What src/store/embed_sql.cmake and src/lan/embed_page.cmake share: a file's
# text as a C++ raw string literal, and the generated source written only
# when it changed (an unchanged schema or page rebuilds nothing).

# Sets `out` to R"<delimiter>(<the text of `file`>)<delimiter>"; stops the
# build when the text holds the delimiter's end.
function(embed_raw_literal out file delimiter)
  get_filename_component(name ${file} NAME)
  file(READ ${file} text)
  string(FIND "${text}" ")${delimiter}\"" clash)
  if(NOT clash EQUAL -1)
    message(FATAL_ERROR "${name} contains the raw string delimiter")
  endif()
  set(${out} "R\"${delimiter}(${text})${delimiter}\"" PARENT_SCOPE)
endfunction()

# Writes `content` to `output` unless it already holds exactly that.
function(write_if_changed output content)
  file(WRITE ${output}.tmp "${content}")
  execute_process(COMMAND ${CMAKE_COMMAND} -E copy_if_different ${output}.tmp ${output})
  file(REMOVE ${output}.tmp)
endfunction()
