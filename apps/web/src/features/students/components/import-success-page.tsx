import { Button, Card, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';

/** 导入成功 (/usercenter/importsuccess?count=N), reached after a clean student import. */
export function ImportSuccessPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const count = Math.max(0, Number.parseInt(searchParams.get('count') ?? '0', 10) || 0);
  return (
    <Card>
      <Result
        status="success"
        title={`导入成功，共导入 ${count} 名学生`}
        subTitle="可在学生管理中查看、编辑导入的学生"
        extra={[
          <Button type="primary" key="students" onClick={() => void navigate(paths.usercenter.student.path)}>
            返回学生管理
          </Button>,
          <Button key="classes" onClick={() => void navigate(paths.usercenter.grade.path)}>
            查看班级
          </Button>,
        ]}
      />
    </Card>
  );
}
