import { Alert } from 'antd';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useRepeatNameExist } from '../api/is-repeat-name-exist';

/** A warning above the student list while any visible class has same-name students (spec 03 §2.8). */
export function RepeatNameHint() {
  const { data } = useRepeatNameExist();
  if (!data?.show) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={
        <>
          班级内有同名学生，请核实保留或移除。<Link to={paths.usercenter.graderepeat.path}>查看同名学生</Link>
        </>
      }
    />
  );
}
