// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ProposalLogo.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QImageReader>
#include <QXmlStreamReader>

#include <algorithm>

namespace ProposalLogo {
namespace {
QString tr(const char* text) { return QCoreApplication::translate("ProposalLogo", text); }

QImage refuse(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return {};
}

// The formats drawn as they are; everything else but a checked SVG is refused.
bool isRaster(const QByteArray& format)
{
    return format == "png" || format == "jpeg" || format == "jpg" || format == "gif" || format == "bmp";
}

QByteArray formatOf(const QByteArray& bytes)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    return QImageReader::imageFormat(&buffer).toLower();
}

// A data: URI's payload is drawn by QImage, which guesses the format from the bytes (not from the URI's
// media type): an SVG inside one could reference files again. So its bytes must be a raster image.
bool isRasterDataUri(QStringView value)
{
    if (!value.startsWith(QLatin1String("data:image/"), Qt::CaseInsensitive))
        return false;
    const qsizetype comma = value.indexOf(QLatin1Char(','));
    if (comma < 0)
        return false;
    const QStringView header = value.left(comma);
    const QByteArray payload = value.mid(comma + 1).toLatin1();
    const QByteArray bytes = header.endsWith(QLatin1String(";base64"), Qt::CaseInsensitive)
                                 ? QByteArray::fromBase64(payload)
                                 : QByteArray::fromPercentEncoding(payload);
    return isRaster(formatOf(bytes));
}

bool isSafeReference(QStringView value)
{
    const QStringView v = value.trimmed();
    return v.startsWith(QLatin1Char('#')) || isRasterDataUri(v);
}

// A CSS value's url(...) must point into the document too ("url(#gradient)").
QString unsafeUrl(QStringView value)
{
    qsizetype at = 0;
    while ((at = value.indexOf(QLatin1String("url("), at, Qt::CaseInsensitive)) >= 0) {
        at += 4;
        QStringView rest = value.mid(at).trimmed();
        if (rest.startsWith(QLatin1Char('"')) || rest.startsWith(QLatin1Char('\'')))
            rest = rest.mid(1);
        if (!rest.startsWith(QLatin1Char('#')))
            return rest.left(std::min<qsizetype>(rest.size(), 80)).toString();
    }
    return {};
}
} // namespace

QString svgRefusal(const QByteArray& svg)
{
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.tokenType() == QXmlStreamReader::DTD && !xml.entityDeclarations().isEmpty())
            return tr("the SVG declares entities (<!ENTITY>); save it without a DTD");
        if (xml.tokenType() == QXmlStreamReader::ProcessingInstruction &&
            xml.processingInstructionTarget().compare(QLatin1String("xml-stylesheet"), Qt::CaseInsensitive) == 0)
            return tr("the SVG loads a style sheet (<?xml-stylesheet?>); put its styles in the file");
        if (xml.tokenType() == QXmlStreamReader::Characters &&
            xml.text().contains(QLatin1String("@import"), Qt::CaseInsensitive))
            return tr("the SVG's style imports another file (@import); put its styles in the file");
        if (xml.tokenType() == QXmlStreamReader::Characters && unsafeUrl(xml.text()).size() > 0)
            return tr("the SVG's style refers to %1 outside the file; only url(#id) is drawn")
                .arg(unsafeUrl(xml.text()));
        if (xml.tokenType() != QXmlStreamReader::StartElement)
            continue;
        const auto attributes = xml.attributes();
        for (const QXmlStreamAttribute& a : attributes) {
            // Any namespace's "href" (xlink:href, SVG 2's plain href, or a prefix bound elsewhere).
            if (a.name().compare(QLatin1String("href"), Qt::CaseInsensitive) == 0 && !isSafeReference(a.value()))
                return tr("the SVG's <%1> refers to \"%2\" outside the file; a logo may only use its own "
                          "elements (#id) and embedded PNG or JPEG data")
                    .arg(xml.name().toString(), a.value().left(80).toString());
            if (const QString url = unsafeUrl(a.value()); !url.isEmpty())
                return tr("the SVG's <%1> refers to %2 outside the file; only url(#id) is drawn")
                    .arg(xml.name().toString(), url);
        }
    }
    if (xml.hasError())
        return tr("the SVG is not well-formed XML (%1 at line %2)").arg(xml.errorString()).arg(xml.lineNumber());
    return {};
}

QImage load(const QString& path, QString* error)
{
    const QString shown = QDir::toNativeSeparators(path);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return refuse(error, tr("cannot read %1: %2").arg(shown, file.errorString()));
    // Read one byte past the limit, so a FIFO or /dev/zero cannot fill memory either.
    const QByteArray bytes = file.read(kMaxBytes + 1);
    if (bytes.size() > kMaxBytes)
        return refuse(error, tr("%1 is larger than %2 MB; a cover logo is drawn at most 45 x 20 mm")
                                 .arg(shown)
                                 .arg(kMaxBytes / 1000000));
    if (bytes.startsWith("\x1f\x8b"))
        return refuse(error,
                      tr("%1 is compressed (.svgz or gzip); save the logo as PNG, JPEG or plain SVG").arg(shown));
    const QByteArray format = formatOf(bytes);
    if (format == "svg") {
        const QString why = svgRefusal(bytes);
        if (!why.isEmpty())
            return refuse(error, tr("%1 is not drawn: %2").arg(shown, why));
    } else if (!isRaster(format)) {
        return refuse(error, tr("%1 is not a PNG, JPEG, GIF, BMP or SVG image").arg(shown));
    }
    const QImage image = QImage::fromData(bytes, format.constData());
    if (image.isNull())
        return refuse(error,
                      tr("%1 could not be drawn as a %2 image (damaged?)").arg(shown, QString::fromLatin1(format)));
    return image;
}

} // namespace ProposalLogo
