// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The proposal's cover logo, read safely. A PNG, JPEG, GIF or BMP is drawn as it is. An SVG is drawn only
// when it references nothing outside itself: an SVG's <image href="/home/me/secret.png"> (or <use href=
// "other.svg#x">) made the renderer read that local file and embed it in the PDF a user sends away
// (issue 36). So every href (xlink:href or SVG 2's href) must point into the SVG itself ("#id") or be a
// data: URI of a raster image, no DTD may declare entities, and a compressed .svgz (which cannot be read
// for references without inflating it) is refused. Anything else that is not an image is refused too,
// with a message, where it used to leave the cover without a logo and say nothing.
#include <QByteArray>
#include <QImage>
#include <QString>

namespace ProposalLogo {

// The largest logo file read: a cover logo is drawn at most 45 x 20 mm.
inline constexpr qint64 kMaxBytes = 5 * 1000 * 1000;

// The image in `path`, or a null image and *error saying why (without the option's name: the CLI prefixes
// "--logo: ", the GUI "Logo: "). The file is read once; what is checked is what is drawn.
QImage load(const QString& path, QString* error);

// The reason the SVG document `svg` may not be drawn (empty when it may).
QString svgRefusal(const QByteArray& svg);

} // namespace ProposalLogo
