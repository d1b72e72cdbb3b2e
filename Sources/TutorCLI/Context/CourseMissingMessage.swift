import Course
import CourseResources

/// The one sentence vctutor says when it cannot find its course.
///
/// It cannot come from `Content/<language>/ui.yaml` like every other word, since that file is
/// part of the missing course; so it is written here, in each of the course's languages.
package enum CourseMissingMessage {
    /// What went wrong and what to set, in `language`.
    package static func text(_ problem: CourseLocator.Failure?, language: CourseLanguage) -> String {
        if case let .environmentNotACourse(path) = problem {
            switch language {
            case .english:
                return "VCTUTOR_COURSE is set to '\(path)', but that folder holds no course (no Lessons/course.yaml). "
                    + "Set it to the folder that holds Lessons/ and Content/, or unset it."
            case .russian:
                return "В переменной VCTUTOR_COURSE указана папка '\(path)', но курса в ней нет (нет файла Lessons/course.yaml). "
                    + "Укажите папку, в которой лежат Lessons/ и Content/, или удалите эту переменную."
            case .chinese:
                return "环境变量VCTUTOR_COURSE指向“\(path)”，但该文件夹中没有课程（缺少Lessons/course.yaml）。"
                    + "请把它设为包含Lessons/和Content/的文件夹，或删除该变量。"
            }
        }
        let bundle = BundledCourse.bundleFolderName
        switch language {
        case .english:
            return "vctutor cannot find its course (the folders Lessons/ and Content/). Set VCTUTOR_COURSE to the folder "
                + "that holds them, or keep the folder \(bundle) next to the vctutor program when you copy it."
        case .russian:
            return "vctutor не находит материалы курса (папки Lessons/ и Content/). Укажите в переменной VCTUTOR_COURSE "
                + "папку, в которой они лежат, или при копировании программы vctutor положите рядом с ней папку \(bundle)."
        case .chinese:
            return "vctutor找不到课程内容（Lessons/和Content/文件夹）。请把环境变量VCTUTOR_COURSE设为包含它们的文件夹；"
                + "复制vctutor程序时，也请把\(bundle)文件夹一并放在它旁边。"
        }
    }
}
