import { App, Checkbox, Empty, Flex, Typography, theme } from 'antd';
import { toggleClass, toggleGrade, type ClassSelection, type GradeClasses } from '../../lib/class-selection';

interface ClassPickerProps {
  grades: readonly GradeClasses[];
  value?: ClassSelection;
  onChange?: (next: ClassSelection) => void;
  /** Classes an edit may not remove (a published work keeps its classes). */
  fixed?: readonly string[];
  disabled?: boolean;
}

/**
 * Classes grouped by grade, one grade at a time (spec 01 §5): ticking a class of another grade replaces the
 * selection; a grade without classes says so instead of being chosen.
 */
export function ClassPicker({ grades, value = { gradeCode: null, classGuids: [] }, onChange, fixed = [], disabled }: ClassPickerProps) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const apply = ({ selection, error }: { selection: ClassSelection; error: string | null }) => {
    if (error) void message.warning(error);
    else onChange?.(selection);
  };
  if (grades.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无可布置的班级" />;

  return (
    <Flex vertical gap="small">
      {grades.map((grade) => {
        const mine = value.gradeCode === grade.gradeCode;
        const chosen = mine ? grade.clazzes.filter((c) => value.classGuids.includes(c.classGuid)).length : 0;
        return (
          <Flex key={grade.gradeCode} gap="middle" align="baseline" wrap>
            <Checkbox
              style={{ minWidth: 96, fontWeight: token.fontWeightStrong }}
              checked={chosen > 0 && chosen === grade.clazzes.length}
              indeterminate={chosen > 0 && chosen < grade.clazzes.length}
              disabled={disabled}
              onChange={(e) => apply(toggleGrade(value, grade, e.target.checked, fixed))}
            >
              {grade.gradeName}
            </Checkbox>
            {grade.clazzes.length === 0 ? (
              <Typography.Text type="secondary">暂无班级</Typography.Text>
            ) : (
              grade.clazzes.map((c) => (
                <Checkbox
                  key={c.classGuid}
                  checked={mine && value.classGuids.includes(c.classGuid)}
                  disabled={disabled}
                  onChange={(e) => apply(toggleClass(value, grade.gradeCode, c.classGuid, e.target.checked, fixed))}
                >
                  {c.name}
                </Checkbox>
              ))
            )}
          </Flex>
        );
      })}
    </Flex>
  );
}
