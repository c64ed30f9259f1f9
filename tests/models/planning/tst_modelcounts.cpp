// ModelCounts: the parameter counts a training head (training.head) and tied embeddings (tie_word_embeddings)
// change, worked by hand on VramTestModels::headTestModel (V = 1000, h = 64, two layers of 49,152 parameters).
#include "VramTestModels.h"
#include "planning/ModelCounts.h"

#include <QtTest>

using namespace gp;

namespace {
Scenario headed(Task task, OutputHead head, int labels = 3)
{
    Scenario s;
    s.task = task;
    s.training.head = head;
    s.training.numLabels = labels;
    return s;
}
} // namespace

class TestModelCounts : public QObject {
    Q_OBJECT
private slots:
    // Every count is a sum of integers below 2^53: exact, compared with QCOMPARE.
    void classificationHeadReplacesTheLmHead_data()
    {
        QTest::addColumn<bool>("tied");
        QTest::addColumn<double>("parameters");
        QTest::addColumn<double>("change");
        // Hugging Face *ForSequenceClassification: score = h x num_labels = 64 x 3 = 192 in place of lm_head.
        // Untied: 226,304 - 64,000 (lm_head) + 192 = 162,496. Tied: the V x h matrix is the input embedding, which
        // stays: 162,304 + 192 = 162,496. The same network either way.
        QTest::newRow("untied") << false << 162496.0 << -63808.0;
        QTest::newRow("tied") << true << 162496.0 << 192.0;
    }
    void classificationHeadReplacesTheLmHead()
    {
        QFETCH(bool, tied);
        QFETCH(double, parameters);
        QFETCH(double, change);
        const ModelArchitecture base = VramTestModels::headTestModel(tied);
        QCOMPARE(trainingHeadParameterChange(base, OutputHead::SequenceClassification, 3), change);
        const ModelArchitecture m =
            withTrainingHead(base, headed(Task::FullFineTune, OutputHead::SequenceClassification));
        QCOMPARE(m.head, OutputHead::SequenceClassification);
        QCOMPARE(m.numLabels, 3);
        QCOMPARE(m.parameters, parameters);
        QCOMPARE(m.activeParameters, parameters);
        // Embedding + head as stored: V h + h x 3 = 64,192 (the share QLoRA keeps in 16 bits).
        QCOMPARE(embeddingAndHeadParameters(m), 64192.0);
    }

    // What the FLOP counts charge (computedParameters): the causal-LM count as published, a classification head
    // taking out the LM head's V h matmul and adding the score layer's, 226,304 - 64,000 + 192 = 162,496 untied
    // and 162,304 - 64,000 + 192 = 98,496 tied (= the 98,304 layer weights + 192: every matmul and nothing
    // else; the untied count keeps the input embedding, as 6 P always has for an untied model).
    void computedParameters_data()
    {
        QTest::addColumn<bool>("tied");
        QTest::addColumn<int>("head");
        QTest::addColumn<double>("expected");
        QTest::newRow("untied causal LM") << false << int(OutputHead::CausalLm) << 226304.0;
        QTest::newRow("tied causal LM: the shared matrix once, the LM head's matmul")
            << true << int(OutputHead::CausalLm) << 162304.0;
        QTest::newRow("untied classification") << false << int(OutputHead::SequenceClassification) << 162496.0;
        QTest::newRow("tied classification") << true << int(OutputHead::SequenceClassification) << 98496.0;
        QTest::newRow("untied masked LM: as causal") << false << int(OutputHead::MaskedLm) << 226304.0;
        QTest::newRow("tied masked LM: as causal") << true << int(OutputHead::MaskedLm) << 162304.0;
    }
    void computedParameters()
    {
        QFETCH(bool, tied);
        QFETCH(int, head);
        QFETCH(double, expected);
        const ModelArchitecture m =
            withTrainingHead(VramTestModels::headTestModel(tied), headed(Task::PreTrain, OutputHead(head)));
        QCOMPARE(gp::computedParameters(m), expected);
    }

    // Embedding + head as stored (VramEstimator::embeddingParameters): 2 V h = 128,000 untied, V h = 64,000 tied.
    void tiedEmbeddingsStoreOneMatrix()
    {
        QCOMPARE(embeddingAndHeadParameters(VramTestModels::headTestModel(false)), 128000.0);
        QCOMPARE(embeddingAndHeadParameters(VramTestModels::headTestModel(true)), 64000.0);
    }

    void maskedLmAndCausalKeepTheCount()
    {
        for (bool tied : {false, true}) {
            const ModelArchitecture base = VramTestModels::headTestModel(tied);
            const ModelArchitecture mlm = withTrainingHead(base, headed(Task::FullFineTune, OutputHead::MaskedLm));
            QCOMPARE(mlm.head, OutputHead::MaskedLm);
            QCOMPARE(mlm.parameters, base.parameters);
            QCOMPARE(mlm.numLabels, 0);
            const ModelArchitecture causal = withTrainingHead(base, headed(Task::FullFineTune, OutputHead::CausalLm));
            QCOMPARE(causal.parameters, base.parameters);
            QCOMPARE(causal.head, OutputHead::CausalLm);
        }
    }

    // training.head applies to training only: an inference scenario serves the causal-LM model.
    void inferenceKeepsTheCausalModel()
    {
        const ModelArchitecture base = VramTestModels::headTestModel(false);
        const ModelArchitecture m = withTrainingHead(base, headed(Task::Inference, OutputHead::SequenceClassification));
        QCOMPARE(m.head, OutputHead::CausalLm);
        QCOMPARE(m.parameters, 226304.0);
    }

    // A mixture of experts moves total and active counts by the same head change: 1e6 active of 2e6 total,
    // untied, classification with 2 labels: both lose 64,000 - 128 = 63,872.
    void activeParametersFollowTheHead()
    {
        ModelArchitecture base = VramTestModels::headTestModel(false);
        base.parameters = 2e6;
        base.activeParameters = 1e6;
        const ModelArchitecture m = withTrainingHead(base, headed(Task::LoRA, OutputHead::SequenceClassification, 2));
        QCOMPARE(m.parameters, 2e6 - 63872);
        QCOMPARE(m.activeParameters, 1e6 - 63872);
        QCOMPARE(activeParameters(m), 1e6 - 63872);
    }
};

QTEST_GUILESS_MAIN(TestModelCounts)
#include "tst_modelcounts.moc"
