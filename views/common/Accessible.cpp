// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "Accessible.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QEvent>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QTabBar>
#include <QTabWidget>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QWizard>
#include <QWizardPage>

namespace {
// Marks a name or description this helper derived (so it may be refreshed), as opposed to one set in code.
const char* const kAutoName = "gpAccessibleAutoName";
const char* const kAutoDescription = "gpAccessibleAutoDescription";

// Shown text as a listener hears it: markup, mnemonic '&' (a literal "&&" stays one '&'), a trailing ':'
// or "..." and line breaks go.
QString spoken(QString text)
{
    if (Qt::mightBeRichText(text))
        text = QTextDocumentFragment::fromHtml(text).toPlainText();
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    text = text.trimmed();
    if (text.endsWith(QLatin1String("...")))
        text.chop(3);
    if (text.endsWith(QChar(0x2026)))
        text.chop(1);
    if (text.endsWith(QLatin1Char(':')))
        text.chop(1);
    // A wizard's "< Back" and "Next >": the arrows are drawn, not said.
    if (text.startsWith(QLatin1String("< ")))
        text.remove(0, 2);
    if (text.endsWith(QLatin1String(" >")))
        text.chop(2);
    return text.trimmed();
}

// The first sentence of a (long) tooltip: a name is short, the whole tooltip becomes the description.
QString firstSentence(const QString& text)
{
    // An abbreviation's full stop ("e.g. India") does not end the sentence.
    static const QRegularExpression end(QStringLiteral("(?<!\\be\\.g|\\bi\\.e)[.;:?!](\\s|$)"));
    QString plain = spoken(text);
    if (const auto m = end.match(plain); m.hasMatch())
        plain = plain.left(m.capturedStart());
    // A parenthesis the cut left open goes whole: "Where the GPUs are, as the offer's region says".
    if (const qsizetype open = plain.lastIndexOf(QLatin1Char('('));
        open > 0 && !plain.mid(open).contains(QLatin1Char(')')))
        plain = plain.left(open);
    plain = plain.trimmed();
    if (plain.endsWith(QLatin1Char(',')))
        plain.chop(1);
    return plain;
}

bool hasLetter(const QString& text)
{
    for (const QChar c : text)
        if (c.isLetter())
            return true;
    return false;
}

// The label whose buddy is `w`, looked for near it (its parent's and grandparent's widgets): a form's
// label sits beside its field.
const QLabel* buddyLabel(const QWidget* w)
{
    const QWidget* scope = w->parentWidget();
    for (int level = 0; scope && level < 3; ++level, scope = scope->parentWidget())
        for (const QLabel* label : scope->findChildren<QLabel*>())
            if (label->buddy() == w && !label->text().isEmpty())
                return label;
    return nullptr;
}

// The widget whose field `w` is: a spin box's or editable combo box's line edit, a widget's focus proxy.
QWidget* owner(const QWidget* w)
{
    QWidget* parent = w->parentWidget();
    if (!parent)
        return nullptr;
    if (qobject_cast<QAbstractSpinBox*>(parent) || qobject_cast<QComboBox*>(parent))
        return parent;
    if (parent->focusProxy() == w)
        return parent;
    if (auto* area = qobject_cast<QAbstractScrollArea*>(parent); area && area->viewport() == w)
        return parent;
    return nullptr;
}

const QGroupBox* enclosingGroup(const QWidget* w)
{
    for (const QWidget* p = w->parentWidget(); p && !p->isWindow(); p = p->parentWidget())
        if (auto* g = qobject_cast<const QGroupBox*>(p); g && !g->title().isEmpty())
            return g;
    return nullptr;
}

// Where `w` sits, for a description: its group, its wizard page or dock, and its window.
QString context(const QWidget* w)
{
    QStringList parts;
    if (const QGroupBox* g = enclosingGroup(w))
        parts << spoken(g->title());
    for (const QWidget* p = w->parentWidget(); p; p = p->parentWidget()) {
        if (auto* page = qobject_cast<const QWizardPage*>(p); page && !page->title().isEmpty()) {
            parts << spoken(page->title());
            break;
        }
        if (auto* dock = qobject_cast<const QDockWidget*>(p); dock && !dock->windowTitle().isEmpty()) {
            parts << spoken(dock->windowTitle());
            break;
        }
        // A tab's page (QTabWidget > its stack > the page) sits under the tab's text.
        const QWidget* stack = p->parentWidget();
        if (auto* tabs = qobject_cast<const QTabWidget*>(stack ? stack->parentWidget() : nullptr);
            tabs && tabs->indexOf(const_cast<QWidget*>(p)) >= 0) {
            parts << spoken(tabs->tabText(tabs->indexOf(const_cast<QWidget*>(p))));
            break;
        }
        if (p->isWindow())
            break;
    }
    const QString window = spoken(w->window()->windowTitle()).remove(QStringLiteral("[*]"));
    if (!window.isEmpty())
        parts.prepend(window);
    parts.removeDuplicates();
    return parts.join(QStringLiteral(": "));
}

QString derivedName(const QWidget* w)
{
    if (QWidget* o = owner(w); o && !o->accessibleName().isEmpty())
        return o->accessibleName();
    // A button's text, unless it is only a symbol ("↑"): then its tooltip says what it does.
    if (auto* b = qobject_cast<const QAbstractButton*>(w); b && hasLetter(b->text()))
        return spoken(b->text());
    if (auto* g = qobject_cast<const QGroupBox*>(w); g && !g->title().isEmpty())
        return spoken(g->title());
    const QTabBar* tabBar = qobject_cast<const QTabBar*>(w);
    if (auto* t = qobject_cast<const QTabWidget*>(w))
        tabBar = t->tabBar();
    if (tabBar && tabBar->count() > 0) {
        QStringList tabs;
        for (int i = 0; i < tabBar->count(); ++i)
            tabs << spoken(tabBar->tabText(i));
        return QCoreApplication::translate("Accessible", "Tabs: %1").arg(tabs.join(QStringLiteral(", ")));
    }
    if (auto* l = qobject_cast<const QLabel*>(w); l && !l->text().isEmpty()) // a selectable or linked text
        return firstSentence(l->text());
    if (const QLabel* label = buddyLabel(w))
        return spoken(label->text());
    // The field of a compound widget (a slider and spin box pair) is named by the label of the pair.
    int level = 0;
    for (const QWidget* p = w->parentWidget(); p && !p->isWindow() && level < 2; p = p->parentWidget(), ++level) {
        if (qobject_cast<const QDockWidget*>(p))
            break;
        if (const QLabel* label = buddyLabel(p))
            return spoken(label->text());
    }
    // The whole content of a dock is named by the dock.
    if (auto* dock = qobject_cast<const QDockWidget*>(w->parentWidget()); dock && dock->widget() == w)
        return spoken(dock->windowTitle());
    if (auto* e = qobject_cast<const QLineEdit*>(w); e && !e->placeholderText().isEmpty())
        return spoken(e->placeholderText());
    if (!w->toolTip().isEmpty())
        return firstSentence(w->toolTip());
    if (const QGroupBox* g = enclosingGroup(w))
        return spoken(g->title());
    // A scroll area that is not a list or text: it scrolls its page, dock or window; named after it.
    if (qobject_cast<const QAbstractScrollArea*>(w) && !qobject_cast<const QAbstractItemView*>(w) &&
        !qobject_cast<const QTextEdit*>(w)) {
        const QString where = context(w).section(QStringLiteral(": "), -1);
        if (!where.isEmpty())
            return QCoreApplication::translate("Accessible", "%1 (scrolling area)").arg(where);
    }
    return {};
}

QString derivedDescription(const QWidget* w, const QString& name)
{
    if (QWidget* o = owner(w); o && !o->accessibleDescription().isEmpty())
        return o->accessibleDescription();
    if (!w->toolTip().isEmpty())
        return spoken(w->toolTip());
    if (!w->whatsThis().isEmpty())
        return spoken(w->whatsThis());
    if (!w->statusTip().isEmpty())
        return spoken(w->statusTip());
    const QString where = context(w);
    if (name.isEmpty() || where.isEmpty())
        return {};
    return QCoreApplication::translate("Accessible", "%1, in %2").arg(name, where);
}

void describeOne(QWidget* w)
{
    if (w->focusPolicy() == Qt::NoFocus)
        return;
    const bool autoName = w->property(kAutoName).toBool();
    if (w->accessibleName().isEmpty() || autoName) {
        const QString name = derivedName(w);
        if (!name.isEmpty() && name != w->accessibleName()) {
            w->setAccessibleName(name);
            w->setProperty(kAutoName, true);
        }
    }
    if (w->accessibleDescription().isEmpty() || w->property(kAutoDescription).toBool()) {
        const QString description = derivedDescription(w, w->accessibleName());
        if (!description.isEmpty() && description != w->accessibleDescription()) {
            w->setAccessibleDescription(description);
            w->setProperty(kAutoDescription, true);
        }
    }
}

class Watcher : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject* object, QEvent* event) override
    {
        // A window is described whole when shown; a widget shown later inside a visible window (a page, a
        // rebuilt editor) gets its own Show event and is described then.
        if (event->type() == QEvent::Show && object->isWidgetType()) {
            auto* w = static_cast<QWidget*>(object);
            if (w->isWindow())
                Accessible::describe(w);
            else if (w->window()->isVisible())
                describeOne(w);
        }
        return false;
    }
};
} // namespace

namespace Accessible {
void describe(QWidget* root)
{
    // Owners before their fields (findChildren lists parents first), so a spin box's line edit finds its
    // spin box named.
    describeOne(root);
    for (QWidget* w : root->findChildren<QWidget*>())
        describeOne(w);
}

void watch()
{
    static Watcher* watcher = nullptr;
    if (watcher || !qApp)
        return;
    watcher = new Watcher(qApp);
    qApp->installEventFilter(watcher);
}
} // namespace Accessible
