# A grid written by another program (no header) solves, with LF or CR LF
# line ends, with or without a final newline.
mazesolve "$DATA"/foreign.maze | tee lf
mazesolve "$DATA"/foreign-crlf.maze | cmp - lf && echo "CR LF, no final newline: the same"
