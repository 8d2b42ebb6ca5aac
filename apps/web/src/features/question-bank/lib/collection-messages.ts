/** Texts of the collection screen (spec 02 §4, §5, §8). */
export const CollectionMessages = {
  busy: '数据加载中，请勿频繁操作',
  confirmTitle: '温馨提示',
  shareConfirm: '确定将该试卷分享到校本库吗？分享后本校老师都能在校本库中查看和使用。',
  cancelShareConfirm: '确定取消分享该试卷吗？取消后该试卷将从校本库中移除。',
  uncollectConfirm: '确定取消收藏该试卷吗？',
  deleteConfirm: '确定删除该试卷吗？删除后不可恢复。',
  cancelled: '已取消',
} as const;
