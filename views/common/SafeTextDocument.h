// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Rich-text documents that never load a resource named by their content. QTextDocument fetches what
// `<img src>`, `<link href>` and CSS `background-image` name, and for a local path its image handler reads
// the file directly (QImage::load), past loadResource(): `<img src="/dev/zero">` reads until memory runs
// out, a FIFO blocks the window. User text is escaped before it reaches rich text (PlainText.h); these are
// the second wall, for every document that shows user parts (the "why" panel, the catalog source panel).
// Only the app's own compiled-in resources (":/...", "qrc:/...") load.
#include <QTextBrowser>
#include <QTextDocument>

class SafeTextDocument : public QTextDocument {
    Q_OBJECT
public:
    explicit SafeTextDocument(QObject* parent = nullptr);
    // True for the app's own resources (qrc), the only ones a document may load.
    static bool isAppResource(const QUrl& url);

protected:
    QVariant loadResource(int type, const QUrl& name) override;

private:
    void guardImages();
    QObject* m_images; // draws qrc images, and nothing (no read at all) for any other source
};

// A QTextBrowser on a SafeTextDocument, whose own loadResource (search paths, files) refuses too.
class SafeTextBrowser : public QTextBrowser {
    Q_OBJECT
public:
    explicit SafeTextBrowser(QWidget* parent = nullptr);
    QVariant loadResource(int type, const QUrl& name) override;
};
