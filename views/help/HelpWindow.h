// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// The manual's window: contents, index and full-text search beside the page (Qt Help over the
// gpu-planner.qch built from docs/). One per application, made on first use. The help engine's collection
// and search index live in the user's cache folder, since the .qch itself is read-only once installed.
#include <QMainWindow>
#include <QUrl>

class QHelpEngine;
class QTabWidget;
class QTextBrowser;

class HelpWindow : public QMainWindow {
    Q_OBJECT
public:
    // The manual at `qchFile`; the collection file goes into `collectionDir`.
    HelpWindow(const QString& qchFile, const QString& collectionDir, QWidget* parent = nullptr);
    ~HelpWindow() override;

    // The application's help window (HelpFiles::manualFile()), made on first use. A top-level window with
    // no owner: releaseInstance() deletes it (the application, once its event loop is over; tests).
    static HelpWindow* instance();
    static void releaseInstance();
    // Shows `page` ("tco.html", "user-guide.html#what-if") in the application's help window, raised. When
    // the manual is missing it says so, naming the file, in a message over `parent`.
    static void showPage(const QString& page, QWidget* parent = nullptr);

    bool isReady() const { return m_ready; } // the manual was found and registered
    QString problem() const { return m_problem; }
    bool open(const QString& page); // false when the page is not in the manual
    QUrl currentUrl() const;
    QString currentPage() const; // "user-guide.html#what-if"
    QHelpEngine* engine() const { return m_engine; }
    QTabWidget* sideTabs() const { return m_side; }
    QTextBrowser* browser() const;

private:
    void setUp(const QString& qchFile);
    QUrl urlFor(const QString& page) const;

    QHelpEngine* m_engine = nullptr;
    QTabWidget* m_side = nullptr;
    class HelpBrowser* m_browser = nullptr;
    bool m_ready = false;
    QString m_problem;
};
