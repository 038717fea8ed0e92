/**
 * A 5×7 dot-matrix font for the captcha picture. The image is drawn from these cells as paths,
 * so the code never appears as text in the SVG. 0/O and 1/I are left out: they look alike.
 */
export const captchaAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const font: Record<string, string> = {
  A: ' ### |#   #|#   #|#####|#   #|#   #|#   #',
  B: '#### |#   #|#   #|#### |#   #|#   #|#### ',
  C: ' ### |#   #|#    |#    |#    |#   #| ### ',
  D: '#### |#   #|#   #|#   #|#   #|#   #|#### ',
  E: '#####|#    |#    |#### |#    |#    |#####',
  F: '#####|#    |#    |#### |#    |#    |#    ',
  G: ' ### |#   #|#    |# ###|#   #|#   #| ####',
  H: '#   #|#   #|#   #|#####|#   #|#   #|#   #',
  J: '  ###|   # |   # |   # |   # |#  # | ##  ',
  K: '#   #|#  # |# #  |##   |# #  |#  # |#   #',
  L: '#    |#    |#    |#    |#    |#    |#####',
  M: '#   #|## ##|# # #|# # #|#   #|#   #|#   #',
  N: '#   #|#   #|##  #|# # #|#  ##|#   #|#   #',
  P: '#### |#   #|#   #|#### |#    |#    |#    ',
  Q: ' ### |#   #|#   #|#   #|# # #|#  # | ## #',
  R: '#### |#   #|#   #|#### |# #  |#  # |#   #',
  S: ' ####|#    |#    | ### |    #|    #|#### ',
  T: '#####|  #  |  #  |  #  |  #  |  #  |  #  ',
  U: '#   #|#   #|#   #|#   #|#   #|#   #| ### ',
  V: '#   #|#   #|#   #|#   #|#   #| # # |  #  ',
  W: '#   #|#   #|#   #|# # #|# # #|# # #| # # ',
  X: '#   #|#   #| # # |  #  | # # |#   #|#   #',
  Y: '#   #|#   #| # # |  #  |  #  |  #  |  #  ',
  Z: '#####|    #|   # |  #  | #   |#    |#####',
  '2': ' ### |#   #|    #|   # |  #  | #   |#####',
  '3': '#####|   # |  #  |   # |    #|#   #| ### ',
  '4': '   # |  ## | # # |#  # |#####|   # |   # ',
  '5': '#####|#    |#### |    #|    #|#   #| ### ',
  '6': '  ## | #   |#    |#### |#   #|#   #| ### ',
  '7': '#####|    #|   # |  #  | #   | #   | #   ',
  '8': ' ### |#   #|#   #| ### |#   #|#   #| ### ',
  '9': ' ### |#   #|#   #| ####|    #|   # | ##  ',
};

/** The lit cells [column, row] of a character. */
export function glyphCells(char: string): Array<[number, number]> {
  const rows = font[char];
  if (!rows) throw new Error(`no captcha glyph for ${JSON.stringify(char)}`);
  const cells: Array<[number, number]> = [];
  rows.split('|').forEach((row, y) => {
    [...row].forEach((cell, x) => {
      if (cell === '#') cells.push([x, y]);
    });
  });
  return cells;
}
