// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Hostile text and a counting resource loader for the markup-injection tests (issue 9, item 4).
// A ResourceTrap sees every resource Qt would load for text it renders, on both of Qt's routes:
//  - every QTextDocument::resource() request (images, style sheets, CSS backgrounds) through a counting
//    default resource provider (it only counts: it returns nothing, so Qt goes on as it would);
//  - every open of its bait files through inotify, which also sees Qt's image handler reading a local
//    path directly (QImage::load), past any resource hook.
// The hostile names point at the bait files (absolute, and "x" relative to the trap's folder, which the
// tests make the current directory) and at a custom scheme, so any load at all is counted.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QStringList>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QUrl>

#include <sys/inotify.h>
#include <unistd.h>

class ResourceTrap {
public:
    ResourceTrap()
    {
        QImage image(8, 8, QImage::Format_RGB32);
        image.fill(Qt::red); // a real image: loaded, it would be drawn
        m_bait = m_dir.filePath(QStringLiteral("bait.png"));
        image.save(m_bait, "PNG");
        image.save(m_dir.filePath(QStringLiteral("x")), "PNG");
        m_fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
        for (const QString& f : {m_bait, m_dir.filePath(QStringLiteral("x"))})
            inotify_add_watch(m_fd, QFile::encodeName(f).constData(), IN_OPEN | IN_ACCESS);
        QTextDocument::setDefaultResourceProvider([this](const QUrl& url) -> QVariant {
            if (url.scheme() != QLatin1String("qrc") && !url.toString().startsWith(QLatin1String(":/")))
                m_requests.append(url.toString());
            return {};
        });
    }
    ~ResourceTrap()
    {
        QTextDocument::setDefaultResourceProvider({});
        if (m_fd >= 0)
            ::close(m_fd);
    }
    ResourceTrap(const ResourceTrap&) = delete;
    ResourceTrap& operator=(const ResourceTrap&) = delete;

    QString dir() const { return m_dir.path(); }
    QString bait() const { return m_bait; }

    // The name the issue asks for (shown in screenshots): tag, ampersand and an image relative to the
    // current directory (the trap's folder, where "x" is bait).
    static QString shortName() { return QStringLiteral("<b>bold</b> & <img src=x>"); }
    // HTML, an image from the bait file and from a custom scheme, a style sheet link and a script.
    QString hostile(const QString& what = QString()) const
    {
        return QStringLiteral("<b>bold</b> & <img src=\"%1\"><img src=\"gpcount://img\">"
                              "<link rel=\"stylesheet\" href=\"gpcount://css\"><script>alert(1)</script>%2")
            .arg(m_bait, what);
    }

    // Loads seen since the last reset (requests + bait opens), with what they were, for messages.
    int loads()
    {
        drain();
        return int(m_requests.size()) + m_opens;
    }
    int fileOpens()
    {
        drain();
        return m_opens;
    }
    QString report()
    {
        drain();
        return QStringLiteral("%1 resource request(s) [%2], %3 bait file open(s)")
            .arg(m_requests.size())
            .arg(m_requests.join(QStringLiteral(", ")))
            .arg(m_opens);
    }
    void reset()
    {
        drain();
        m_requests.clear();
        m_opens = 0;
    }

private:
    void drain()
    {
        alignas(inotify_event) char buffer[4096];
        for (;;) {
            const ssize_t n = ::read(m_fd, buffer, sizeof buffer);
            if (n <= 0)
                return;
            for (ssize_t at = 0; at < n;) {
                const auto* e = reinterpret_cast<const inotify_event*>(buffer + at);
                if (e->mask & (IN_OPEN | IN_ACCESS))
                    ++m_opens;
                at += ssize_t(sizeof(inotify_event) + e->len);
            }
        }
    }

    QTemporaryDir m_dir;
    QString m_bait;
    int m_fd = -1;
    QStringList m_requests;
    int m_opens = 0;
};
