import { useState } from 'react';
import { Checkbox, Empty, Flex, Modal, Skeleton } from 'antd';
import { useGrindStudents } from '../api/get-grind-students';

interface StudentsDialogProps {
  open: boolean;
  classCode: string;
  workGuids: string[];
  selected: string[];
  onClose(): void;
  onConfirm(studentGuids: string[]): void;
}

/** 选择学生 (spec 03 §2.5 advanced filter): count only some students' answers; none chosen means the whole class. */
export function StudentsDialog({ open, classCode, workGuids, selected, onClose, onConfirm }: StudentsDialogProps) {
  const students = useGrindStudents(classCode, workGuids, open);
  const [keys, setKeys] = useState<string[]>(selected);
  const all = students.data ?? [];
  return (
    <Modal title="选择学生" width={700} open={open} onCancel={onClose} okText="确定" cancelText="取消" onOk={() => onConfirm(keys)} destroyOnHidden>
      {students.isLoading ? <Skeleton active /> : all.length === 0 ? <Empty description="暂无学生" /> : (
        <Flex vertical gap={12}>
          <Checkbox
            checked={keys.length === all.length}
            indeterminate={keys.length > 0 && keys.length < all.length}
            onChange={(e) => setKeys(e.target.checked ? all.map((s) => s.guid) : [])}
          >
            全选
          </Checkbox>
          <Checkbox.Group value={keys} onChange={(v) => setKeys(v as string[])}>
            <Flex wrap gap={8}>
              {all.map((s) => <Checkbox key={s.guid} value={s.guid} style={{ width: 120 }}>{s.name}</Checkbox>)}
            </Flex>
          </Checkbox.Group>
        </Flex>
      )}
    </Modal>
  );
}
