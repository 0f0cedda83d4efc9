#!/bin/sh
# Makes the short looping advisor videos: an animated night sky (slowly drifting
# violet/blue gradient with twinkling gold stars), computed entirely by ffmpeg's
# lavfi sources and the geq filter. No camera footage; output licensed CC0-1.0.
#
#   sh scripts/generate-video.sh helene celeste
#
# Writes server/public/videos/voyants/<slug>.webm (VP9, 320x400, 20 fps, 4 s).
# Every term depends on time only through sin(2*PI*T/4), so the last frame joins
# the first one and the clip loops seamlessly. The star pattern is a hash of the
# pixel block; the slug's letters give each advisor a different phase and field.
# Requires Debian's ffmpeg (apt-get install ffmpeg).
set -eu

cd "$(dirname "$0")/.."
OUT=server/public/videos/voyants
mkdir -p "$OUT"

[ "$#" -gt 0 ] || { echo "usage: $0 <slug>..." >&2; exit 1; }

for slug in "$@"; do
  # A per-advisor seed from the slug's bytes (0..999).
  seed=$(printf '%s' "$slug" | od -An -tu1 | tr -s ' \n' '  ' | awk '{ s = 0; for (i = 1; i <= NF; i++) s = (s * 31 + $i) % 1000; print s }')
  # st(0): star hash of the 3x3 block; st(1): twinkle 0..1; st(2): star mask; st(3): phase.
  common="st(3,2*PI*T/4);st(0,sin(floor(X/3)*12.9898+floor(Y/3)*78.233+${seed})*43758.5453);st(0,ld(0)-floor(ld(0)));st(2,gt(ld(0),0.992));st(1,0.5+0.5*sin(ld(3)+ld(0)*6283))"
  r="${common};clip(12+28*Y/H+14*sin(ld(3)+X/W*3)+ld(2)*ld(1)*232,0,255)"
  g="${common};clip(14+10*Y/H+4*sin(ld(3)+Y/H*2)+ld(2)*ld(1)*200,0,255)"
  b="${common};clip(40+46*Y/H+16*sin(ld(3)+X/W*2+Y/H*2)+ld(2)*ld(1)*110,0,255)"
  ffmpeg -v error -y \
    -f lavfi -i "color=c=black:s=320x400:r=20:d=4,format=gbrp,geq=r='${r}':g='${g}':b='${b}'" \
    -c:v libvpx-vp9 -pix_fmt yuv420p -b:v 0 -crf 42 -row-mt 1 -threads 1 -an \
    "$OUT/$slug.webm"
  echo "$OUT/$slug.webm: $(wc -c < "$OUT/$slug.webm") bytes"
done
