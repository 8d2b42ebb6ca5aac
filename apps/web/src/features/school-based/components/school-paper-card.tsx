import type { ReactNode } from 'react';
import { Button, Typography, theme } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import type { TSchoolPaper } from '@zuoyeben/shared';
import { LabelledValue } from '@/components/labelled-value';
import { PaperCardFrame } from '@/components/paper-card-frame';

interface SchoolPaperCardProps {
  paper: TSchoolPaper;
  onOpen(paper: TSchoolPaper): void;
  /** Further buttons after 查看, such as 收藏 / 已收藏 of paper collections. */
  extraActions?: ReactNode;
}

/**
 * A paper of the school library (spec 02 §2, §3): name with NEW, grade, subject, item count, source, recommend date
 * and maker; the name and 查看 open it.
 */
export function SchoolPaperCard({ paper, onOpen, extraActions }: SchoolPaperCardProps) {
  const { token } = theme.useToken();
  return (
    <PaperCardFrame
      paper={{ ...paper, sourceName: paper.originName }}
      title={(
        <Typography.Link strong style={{ fontSize: token.fontSizeLG, color: token.colorText }} onClick={() => onOpen(paper)}>
          {paper.name}
        </Typography.Link>
      )}
      moreFacts={paper.creator && <LabelledValue label={paper.origin === 2 ? '分享人' : '创建人'} value={paper.creator} />}
      actions={(
        <>
          <Button type="text" size="small" icon={<EyeOutlined />} onClick={() => onOpen(paper)}>查看</Button>
          {extraActions}
        </>
      )}
    />
  );
}
