#include "FieldBinder.h"

#include "common/PlainText.h"
#include "common/WheelGuard.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPalette>
#include <QSpinBox>
#include <QVBoxLayout>

namespace {
void setInvalid(QWidget* w, bool invalid)
{
    if (w->property("invalid").toBool() == invalid)
        return;
    w->setProperty("invalid", invalid);
    // A red tint of the field's own background, through the palette: a style-sheet border made the style
    // draw spin boxes itself and drop their arrows (visual QA). Mixed, so it reads on light and dark
    // themes; an empty palette hands the field back to its parent's.
    if (!invalid) {
        w->setPalette(QPalette());
        return;
    }
    const QColor base = w->palette().color(QPalette::Base);
    const QColor red(0xd3, 0x2f, 0x2f);
    QPalette tinted;
    tinted.setColor(QPalette::Base,
                    QColor::fromRgbF(base.redF() * 0.7f + red.redF() * 0.3f, base.greenF() * 0.7f + red.greenF() * 0.3f,
                                     base.blueF() * 0.7f + red.blueF() * 0.3f));
    w->setPalette(tinted);
}
} // namespace

FieldBinder::FieldBinder(QObject* parent) : QObject(parent) { WheelGuard::installApplicationWide(); }

QWidget* FieldBinder::wrap(QFormLayout* form, const QString& label, QWidget* field, const QString& path,
                           const QString& tip, std::function<void(const gp::Scenario&)> load)
{
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(field);
    auto* error = new QLabel(box);
    error->setObjectName(QStringLiteral("fieldError"));
    error->setTextFormat(Qt::PlainText); // engine messages may quote user text
    error->setWordWrap(true);
    error->setVisible(false);
    layout->addWidget(error);
    field->setToolTip(PlainText::toolTip(tip));
    field->setObjectName(path);
    // A wheel turned to scroll the editor must not change the value under the pointer (visual QA: ten
    // clicks set Epochs to 0): WheelGuard gives a field the wheel only while the user edits it.
    field->setFocusPolicy(Qt::StrongFocus);
    field->setAccessibleName(label);
    if (label.isEmpty())
        form->addRow(box);
    else
        form->addRow(label, box);
    m_bindings.push_back({path, field, error, std::move(load)});
    return box;
}

QSpinBox* FieldBinder::addInt(QFormLayout* form, const QString& label, const QString& path, const QString& suffix,
                              const QString& tip, int min, int max, Get<int> get, Set<int> set)
{
    auto* spin = new QSpinBox;
    spin->setRange(min, max);
    // "1 GPU", "1 node", "1 stage": a plural suffix loses its "s" at one. Set on every change, including
    // the document's own (loaded with signals blocked).
    const bool plural = suffix.endsWith(QLatin1Char('s')) && suffix.size() > 2;
    const auto fitSuffix = [spin, suffix, plural](int v) {
        spin->setSuffix(plural && v == 1 ? suffix.chopped(1) : suffix);
    };
    fitSuffix(spin->value());
    connect(spin, &QSpinBox::valueChanged, spin, fitSuffix);
    spin->setGroupSeparatorShown(true);
    spin->setKeyboardTracking(false); // one edit per finished number, not per keystroke
    wrap(form, label, spin, path, tip, [spin, get, fitSuffix](const gp::Scenario& s) {
        spin->setValue(get(s));
        fitSuffix(spin->value());
    });
    connect(spin, &QSpinBox::valueChanged, this,
            [this, path, set](int v) { commit(path, [&](gp::Scenario& s) { set(s, v); }); });
    return spin;
}

QDoubleSpinBox* FieldBinder::addDouble(QFormLayout* form, const QString& label, const QString& path,
                                       const QString& suffix, const QString& tip, int decimals, double min, double max,
                                       Get<double> get, Set<double> set)
{
    auto* spin = new QDoubleSpinBox;
    spin->setDecimals(decimals);
    spin->setRange(min, max);
    spin->setSuffix(suffix);
    spin->setGroupSeparatorShown(true);
    spin->setKeyboardTracking(false);
    wrap(form, label, spin, path, tip, [spin, get](const gp::Scenario& s) { spin->setValue(get(s)); });
    connect(spin, &QDoubleSpinBox::valueChanged, this,
            [this, path, set](double v) { commit(path, [&](gp::Scenario& s) { set(s, v); }); });
    return spin;
}

QComboBox* FieldBinder::addCombo(QFormLayout* form, const QString& label, const QString& path, const QString& tip,
                                 Get<QVariant> get, Set<QVariant> set)
{
    auto* combo = new QComboBox;
    combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    combo->setMinimumContentsLength(12);
    wrap(form, label, combo, path, tip, [combo, get](const gp::Scenario& s) {
        const int i = combo->findData(get(s));
        combo->setCurrentIndex(i);
    });
    connect(combo, &QComboBox::activated, this, [this, combo, path, set](int index) {
        const QVariant v = combo->itemData(index);
        commit(path, [&](gp::Scenario& s) { set(s, v); });
    });
    return combo;
}

QCheckBox* FieldBinder::addCheck(QFormLayout* form, const QString& text, const QString& path, const QString& tip,
                                 Get<bool> get, Set<bool> set)
{
    auto* check = new QCheckBox(text);
    wrap(form, QString(), check, path, tip, [check, get](const gp::Scenario& s) { check->setChecked(get(s)); });
    connect(check, &QCheckBox::toggled, this,
            [this, path, set](bool v) { commit(path, [&](gp::Scenario& s) { set(s, v); }); });
    return check;
}

void FieldBinder::addCustom(QFormLayout* form, const QString& label, const QString& path, QWidget* widget,
                            std::function<void(const gp::Scenario&)> load)
{
    const QString tip = widget->toolTip();
    wrap(form, label, widget, path, tip, std::move(load));
}

void FieldBinder::load(const gp::Scenario& scenario)
{
    m_loading = true;
    for (const Binding& b : m_bindings) {
        const QSignalBlocker block(b.widget);
        b.load(scenario);
    }
    m_loading = false;
}

void FieldBinder::commit(const QString& path, const std::function<void(gp::Scenario&)>& apply)
{
    if (m_loading || !m_current)
        return;
    gp::Scenario changed = m_current();
    apply(changed);
    Q_EMIT edited(changed, path);
}

int FieldBinder::match(const QString& errorPath) const
{
    // Exact path first, then the deepest field whose path is a prefix ("model.custom" claims
    // "model.custom.layers"), then the deepest field that is a prefix of... the error's parent.
    int best = -1;
    qsizetype bestLength = -1;
    for (int i = 0; i < int(m_bindings.size()); ++i) {
        const QString& p = m_bindings[size_t(i)].path;
        if (p == errorPath)
            return i;
        if (errorPath.startsWith(p + QLatin1Char('.')) && p.size() > bestLength) {
            best = i;
            bestLength = p.size();
        }
    }
    return best;
}

std::vector<gp::FieldError> FieldBinder::showErrors(const std::vector<gp::FieldError>& errors)
{
    std::vector<QStringList> messages(m_bindings.size());
    std::vector<gp::FieldError> unclaimed;
    for (const gp::FieldError& e : errors) {
        const int i = match(QString::fromStdString(e.field));
        if (i < 0)
            unclaimed.push_back(e);
        else
            messages[size_t(i)].append(QString::fromStdString(e.message));
    }
    for (size_t i = 0; i < m_bindings.size(); ++i) {
        const Binding& b = m_bindings[i];
        const bool bad = !messages[i].isEmpty();
        // Several problems with one field: one bullet each, so they do not read as one sentence.
        b.error->setText(messages[i].size() > 1
                             ? QStringLiteral("\u2022 ") + messages[i].join(QStringLiteral("\n\u2022 "))
                             : messages[i].join(QString()));
        b.error->setVisible(bad);
        setInvalid(b.widget, bad);
    }
    return unclaimed;
}

QString FieldBinder::errorShownFor(const QString& path) const
{
    for (const Binding& b : m_bindings)
        if (b.path == path)
            return b.error->isVisibleTo(b.error->parentWidget()) ? b.error->text() : QString();
    return {};
}

QWidget* FieldBinder::widgetFor(const QString& path) const
{
    for (const Binding& b : m_bindings)
        if (b.path == path)
            return b.widget;
    return nullptr;
}
