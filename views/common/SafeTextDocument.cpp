// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "SafeTextDocument.h"

#include <QAbstractTextDocumentLayout>
#include <QImage>
#include <QPainter>
#include <QTextObjectInterface>

namespace {

// The document layout's handler for images. Qt's own one reads any local path directly; this one
// draws only the app's resources and gives every other image no size and no read.
class AppResourceImages : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    using QObject::QObject;

    QSizeF intrinsicSize(QTextDocument*, int, const QTextFormat& format) override
    {
        const QTextImageFormat f = format.toImageFormat();
        const QImage image = load(f);
        if (image.isNull())
            return {0, 0};
        QSizeF size = image.size();
        if (f.width() > 0 && f.height() > 0)
            size = QSizeF(f.width(), f.height());
        return size;
    }

    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int, const QTextFormat& format) override
    {
        const QImage image = load(format.toImageFormat());
        if (!image.isNull())
            painter->drawImage(rect, image);
    }

private:
    static QImage load(const QTextImageFormat& format)
    {
        QString name = format.name();
        if (name.startsWith(QLatin1String("qrc:/")))
            name = name.mid(3);
        return name.startsWith(QLatin1String(":/")) ? QImage(name) : QImage();
    }
};

} // namespace

SafeTextDocument::SafeTextDocument(QObject* parent) : QTextDocument(parent), m_images(new AppResourceImages(this))
{
    guardImages();
    // A widget may give the document a new layout; the guard goes with it.
    connect(this, &QTextDocument::documentLayoutChanged, this, &SafeTextDocument::guardImages);
}

void SafeTextDocument::guardImages() { documentLayout()->registerHandler(QTextFormat::ImageObject, m_images); }

bool SafeTextDocument::isAppResource(const QUrl& url)
{
    return url.scheme() == QLatin1String("qrc") ||
           (url.scheme().isEmpty() && url.path().startsWith(QLatin1String(":/")));
}

QVariant SafeTextDocument::loadResource(int type, const QUrl& name)
{
    return isAppResource(name) ? QTextDocument::loadResource(type, name) : QVariant();
}

SafeTextBrowser::SafeTextBrowser(QWidget* parent) : QTextBrowser(parent) { setDocument(new SafeTextDocument(this)); }

QVariant SafeTextBrowser::loadResource(int type, const QUrl& name)
{
    return SafeTextDocument::isAppResource(name) ? QTextBrowser::loadResource(type, name) : QVariant();
}

#include "SafeTextDocument.moc"
