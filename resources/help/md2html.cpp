// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// Build-time tool: the manual's Markdown pages (docs/*.md, README.md) to HTML and a Qt Help project
// (.qhp) for qhelpgenerator. Qt's own Markdown reader (QTextDocument::setMarkdown, md4c inside Qt) does
// the conversion, so the build downloads and needs nothing beyond Qt. Each heading gets a GitHub-style
// anchor (links such as scenario-schema.md#model keep working), links between pages point at the HTML,
// links out of the manual's pages (the source tree) are dropped to their text, and pictures are copied.
//
// Usage: md2html OUTDIR NAMESPACE PAGE.md...   (the first page opens the table of contents)
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImageReader>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFragment>
#include <QTextStream>

#include <cstdio>

namespace {
// Wide screenshots shown at this width at most (the help window's page is about this wide).
constexpr int kMaxImageWidth = 760;

struct Heading {
    int level;
    QString text;
    QString anchor;
};

// GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens.
QString slug(const QString& heading)
{
    QString s;
    for (const QChar c : heading.toLower()) {
        if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_'))
            s += c;
        else if (c == QLatin1Char(' '))
            s += QLatin1Char('-');
    }
    return s;
}

QString pageName(const QString& mdFile)
{
    const QString base = QFileInfo(mdFile).completeBaseName();
    return (base == QLatin1String("README") ? QStringLiteral("readme") : base) + QStringLiteral(".html");
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    f.write(bytes);
    return f.commit();
}

struct Page {
    QString file;  // e.g. tco.html
    QString title; // the first heading
    QList<Heading> headings;
    QStringList images; // copied picture names, images/<name>
};

// Rewrites links and pictures of `doc` (read from `source`) for the manual's flat folder.
void relink(QTextDocument& doc, const QFileInfo& source, const QDir& out, Page& page)
{
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            QTextCharFormat format = fragment.charFormat();
            bool changed = false;
            if (format.isImageFormat()) {
                QTextImageFormat image = format.toImageFormat();
                const QFileInfo picture(source.dir().filePath(image.name()));
                if (picture.exists()) {
                    const QString name = QStringLiteral("images/") + picture.fileName();
                    QFile::remove(out.filePath(name));
                    QFile::copy(picture.filePath(), out.filePath(name));
                    page.images << name;
                    image.setName(name);
                    const QSize size = QImageReader(picture.filePath()).size();
                    if (size.width() > kMaxImageWidth) {
                        image.setWidth(kMaxImageWidth);
                        image.setHeight(double(size.height()) * kMaxImageWidth / size.width());
                    }
                    format = image;
                    changed = true;
                }
            } else if (format.isAnchor() && !format.anchorHref().isEmpty()) {
                const QString href = format.anchorHref();
                const QUrl url(href);
                if (url.isRelative() && !href.startsWith(QLatin1Char('#'))) {
                    const QString path = url.path();
                    if (path.endsWith(QLatin1String(".md"))) {
                        QString target = pageName(path);
                        if (url.hasFragment())
                            target += QLatin1Char('#') + url.fragment();
                        format.setAnchorHref(target);
                    } else {
                        // A file of the source tree (an example, LICENSE): not in the manual, so plain text.
                        format.setAnchor(false);
                        format.setAnchorHref(QString());
                        format.setFontUnderline(false);
                        format.clearForeground();
                    }
                    changed = true;
                }
            }
            if (changed) {
                QTextCursor c(&doc);
                c.setPosition(fragment.position());
                c.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
                c.setCharFormat(format);
            }
        }
    }
}

// Names each heading with its anchor (QTextDocument writes <a name="..."> for it).
void anchorHeadings(QTextDocument& doc, Page& page)
{
    QSet<QString> used;
    for (QTextBlock block = doc.begin(); block.isValid(); block = block.next()) {
        const int level = block.blockFormat().headingLevel();
        if (level <= 0 || block.text().trimmed().isEmpty())
            continue;
        const QString text = block.text().trimmed();
        QString anchor = slug(text);
        for (int n = 1; used.contains(anchor); ++n) // GitHub numbers repeated headings
            anchor = slug(text) + QLatin1Char('-') + QString::number(n);
        used.insert(anchor);
        page.headings.append({level, text, anchor});
        if (page.title.isEmpty())
            page.title = text;
        QTextCursor c(block);
        c.setPosition(block.position());
        c.setPosition(block.position() + block.length() - 1, QTextCursor::KeepAnchor);
        QTextCharFormat f;
        f.setAnchor(true);
        f.setAnchorNames({anchor});
        c.mergeCharFormat(f);
    }
}

QString attr(const QString& s) { return s.toHtmlEscaped(); }

QString qhp(const QString& ns, const QList<Page>& pages)
{
    QString toc, keywords, files;
    QSet<QString> listed;
    for (const Page& p : pages) {
        toc += QStringLiteral("      <section title=\"%1\" ref=\"%2\">\n").arg(attr(p.title), p.file);
        bool open3 = false;
        for (const Heading& h : p.headings) {
            const QString ref = p.file + QLatin1Char('#') + h.anchor;
            if (h.level <= 3)
                keywords += QStringLiteral("      <keyword name=\"%1\" ref=\"%2\"/>\n").arg(attr(h.text), attr(ref));
            if (h.level == 2) {
                if (open3)
                    toc += QStringLiteral("        </section>\n");
                toc += QStringLiteral("        <section title=\"%1\" ref=\"%2\">\n").arg(attr(h.text), attr(ref));
                open3 = true;
            } else if (h.level == 3 && open3) {
                toc += QStringLiteral("          <section title=\"%1\" ref=\"%2\"/>\n").arg(attr(h.text), attr(ref));
            }
        }
        if (open3)
            toc += QStringLiteral("        </section>\n");
        toc += QStringLiteral("      </section>\n");
        for (const QString& f : QStringList{p.file} + p.images)
            if (!listed.contains(f)) {
                listed.insert(f);
                files += QStringLiteral("      <file>%1</file>\n").arg(attr(f));
            }
    }
    return QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<QtHelpProject version=\"1.0\">\n"
                          "  <namespace>%1</namespace>\n  <virtualFolder>doc</virtualFolder>\n  <filterSection>\n"
                          // Qt's search indexer walks the documentation's filter attribute sets: without one
                          // it indexes nothing.
                          "    <filterAttribute>gpu-planner</filterAttribute>\n"
                          "    <toc>\n%2    </toc>\n    <keywords>\n%3    </keywords>\n    <files>\n%4    </files>\n"
                          "  </filterSection>\n</QtHelpProject>\n")
        .arg(attr(ns), toc, keywords, files);
}
} // namespace

int main(int argc, char* argv[])
{
    // QTextDocument needs fonts, so a QGuiApplication; a build machine has no display.
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 4) {
        std::fprintf(stderr, "usage: md2html OUTDIR NAMESPACE PAGE.md...\n");
        return 2;
    }
    const QDir out(args.at(1));
    if (!out.mkpath(QStringLiteral("images"))) {
        std::fprintf(stderr, "md2html: cannot create %s\n", qPrintable(out.path()));
        return 1;
    }
    QList<Page> pages;
    for (const QString& md : args.mid(3)) {
        QFile in(md);
        if (!in.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "md2html: cannot read %s\n", qPrintable(md));
            return 1;
        }
        QTextDocument doc;
        doc.setMarkdown(QString::fromUtf8(in.readAll()), QTextDocument::MarkdownDialectGitHub);
        Page page;
        page.file = pageName(md);
        relink(doc, QFileInfo(md), out, page);
        anchorHeadings(doc, page);
        if (page.title.isEmpty())
            page.title = QFileInfo(md).completeBaseName();
        doc.setMetaInformation(QTextDocument::DocumentTitle, page.title);
        // The body's font is the build machine's default: dropped, so the help window's font applies.
        QString html = doc.toHtml();
        static const QRegularExpression bodyStyle(QStringLiteral("<body style=\"[^\"]*\">"));
        html.replace(bodyStyle, QStringLiteral("<body>"));
        if (!writeFile(out.filePath(page.file), html.toUtf8())) {
            std::fprintf(stderr, "md2html: cannot write %s\n", qPrintable(out.filePath(page.file)));
            return 1;
        }
        pages.append(page);
    }
    if (!writeFile(out.filePath(QStringLiteral("gpu-planner.qhp")), qhp(args.at(2), pages).toUtf8())) {
        std::fprintf(stderr, "md2html: cannot write the help project\n");
        return 1;
    }
    return 0;
}
